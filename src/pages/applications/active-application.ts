// Moved into the session (src/session/active-application.ts); kept so existing imports still work.
export { hasFeature, useActiveApplication } from '../../session/active-application';
