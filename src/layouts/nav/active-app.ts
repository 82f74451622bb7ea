// The one place the shell learns the active application from.
export { useActiveApplication } from '../../session/active-application';
