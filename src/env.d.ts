/** Defined by build.mjs: true in development builds, false in production (dead code drops out). */
declare const __DEV__: boolean;
