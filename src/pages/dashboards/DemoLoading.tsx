import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { WIDGET_TEXT } from '#contract/widgets';
import { Alert } from '#ui';
import { tsr } from '../../api/tsr';
import { dashboardsKey, type Scope } from './scope';

const POLL_MS = 5000;

/**
 * After a first start the demo's searches load in the background: say so while they do, and
 * refresh the widgets once they are all there.
 */
export function DemoLoading({ scope: { kind, id } }: { scope: Scope }) {
  const client = useQueryClient();
  const status = tsr.health.demoStatus.useQuery({
    queryKey: ['demo', 'status'],
    refetchInterval: (query) => (query.state.data?.body.loading ? POLL_MS : false),
  });
  const loading = status.data?.status === 200 && status.data.body.loading;
  const wasLoading = useRef(false);
  useEffect(() => {
    if (loading) wasLoading.current = true;
    else if (wasLoading.current) {
      wasLoading.current = false;
      void client.invalidateQueries({ queryKey: dashboardsKey({ kind, id }) });
    }
  }, [loading, client, kind, id]);
  return loading ? <Alert tone="info">{WIDGET_TEXT.demoLoading}</Alert> : null;
}
