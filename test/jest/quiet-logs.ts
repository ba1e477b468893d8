import { Logger } from '@nestjs/common';

// Tests that check log lines spy on Logger; the rest of the output stays readable.
// PORTAL_TEST_LOGS=1 shows the portal's own log lines while testing.
if (!process.env.PORTAL_TEST_LOGS) Logger.overrideLogger(false);
