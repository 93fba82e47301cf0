import { createDynamicMiddleware } from '@reduxjs/toolkit';

/**
 * Middleware that comes with a feature's code rather than with every page's first load: RTK
 * Query's (see apiSlice) is added when the first endpoint module loads. One instance serves every
 * store: it applies what was added to each store separately.
 */
export const dynamicMiddleware = createDynamicMiddleware();
