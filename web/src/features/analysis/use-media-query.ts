export { NARROW_SCREEN_QUERY, useMediaQuery } from '../../lib/use-media-query';
