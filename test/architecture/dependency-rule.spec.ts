import { cruiseFixture, cruiseRepository, describeViolation, type DepcruiseViolation } from './depcruise';
import { BREAKS_THE_RULE, KEEPS_THE_RULE } from './rule-fixtures';

/** Both cruises start at once (each is a process of its own); every test awaits the one it reads. */
const CRUISE_TIMEOUT_MS = 120_000;

describe('the dependency rule of docs/architecture.md, checked by dependency-cruiser (.dependency-cruiser.cjs)', () => {
  let repository: Promise<DepcruiseViolation[]>;
  let fixture: Promise<string[]>;

  beforeAll(() => {
    repository = cruiseRepository();
    const files = Object.assign({}, KEEPS_THE_RULE, ...BREAKS_THE_RULE.map((c) => c.files));
    // A package's path depends on where node_modules really is; name it from node_modules/ on.
    fixture = cruiseFixture(files).then((found) =>
      found.map((v) => describeViolation({ ...v, to: v.to.replace(/^.*?node_modules\//, 'node_modules/') })),
    );
    // A failing cruise is reported by the tests that await it, not as an unhandled rejection here.
    repository.catch(() => undefined);
    fixture.catch(() => undefined);
  });

  it(
    'holds for the whole tree',
    async () => {
      expect((await repository).map(describeViolation)).toEqual([]);
    },
    CRUISE_TIMEOUT_MS,
  );

  describe('the configuration itself', () => {
    const from = (found: string[], files: Record<string, string>) =>
      found.filter((line) => Object.keys(files).some((path) => line.includes(`: ${path} → `)));

    it(
      'passes a tree that keeps the rule: composition roots, type-only contract, specs with their helpers, test/',
      async () => {
        expect(from(await fixture, KEEPS_THE_RULE)).toEqual([]);
      },
      CRUISE_TIMEOUT_MS,
    );

    it.each(BREAKS_THE_RULE)(
      'catches $kind',
      async ({ files, violations }) => {
        expect(from(await fixture, files).sort()).toEqual([...violations].sort());
      },
      CRUISE_TIMEOUT_MS,
    );
  });
});
