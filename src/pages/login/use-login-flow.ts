import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { type LoginSnapshot, loginActor } from '../../session/login-flow';

/** The sign-in pages and the steps of the login machine they show. */
export const STEP_PATHS = {
  password: '/login',
  code: '/login/twofactor',
  backup: '/login/twofactorbackup',
  setup: '/login/twofactorSetup',
} as const;
type Step = keyof typeof STEP_PATHS;

export function stepOf(snapshot: LoginSnapshot): Step {
  if (snapshot.matches('codeStep') || snapshot.matches('verifyingCode')) return 'code';
  if (snapshot.matches('backupStep') || snapshot.matches('verifyingBackup')) return 'backup';
  if (snapshot.matches('setupStep')) return 'setup';
  return 'password';
}

/**
 * Keeps the URL on the page of the current step, carrying the query (with its `redirect`) along.
 * A two-factor page opened without a sign-in under way goes back to /login.
 */
export function useLoginStep(page: Step) {
  const step = useSelector(loginActor, stepOf);
  const search = useSearch();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (step !== page)
      navigate(`${STEP_PATHS[step]}${search ? `?${search}` : ''}`, { replace: true });
  }, [step, page, search, navigate]);
  return { step, send: loginActor.send.bind(loginActor) };
}
