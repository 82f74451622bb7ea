import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DEFAULT_DASHBOARD_ID } from '#contract/dashboards';
import { errorTextsFrom } from '#machines/error-text';
import { Alert, LoadingBlock, Muted } from '#ui';
import { boardKey } from './board-cache';
import { DashboardToolbar } from './DashboardToolbar';
import { DemoLoading } from './DemoLoading';
import * as styles from './dashboards.css';
import { useEditMode } from './edit-mode';
import { activeDashboard, dashboardsKey, type Scope } from './scope';
import { scopeApi } from './scope-api';
import { WidgetCard } from './WidgetCard';

/**
 * The dashboards of a company or an application: the active one (kept in local storage, the
 * default id 0 when unset or gone) with its widgets in order, and the switcher above them.
 */
export function ScopeDashboard({ scope }: { scope: Scope }) {
  const [chosen, setChosen] = useState(() => activeDashboard.get(scope));
  const [editing, setEditing] = useEditMode();
  const list = useQuery({
    queryKey: [...dashboardsKey(scope), 'list'],
    queryFn: () => scopeApi(scope).list(),
  });
  const known = list.data?.some((d) => d.id === chosen) ?? true;
  const activeId = known ? chosen : DEFAULT_DASHBOARD_ID;
  const board = useQuery({
    queryKey: boardKey(scope, activeId),
    queryFn: () => scopeApi(scope).get(activeId),
  });
  const switchTo = (id: number) => {
    activeDashboard.set(scope, id);
    setChosen(id);
  };
  const remove = async () => {
    await scopeApi(scope).remove(activeId);
    switchTo(DEFAULT_DASHBOARD_ID);
  };

  const failure = list.error ?? board.error;
  if (failure) return <Alert tone="danger">{errorTextsFrom(failure).join(' ')}</Alert>;
  if (!list.data) return <LoadingBlock />;
  return (
    <>
      <DemoLoading scope={scope} />
      <DashboardToolbar
        scope={scope}
        dashboards={list.data}
        activeId={activeId}
        onSwitch={switchTo}
        onDelete={remove}
        editing={editing}
        onEditingChange={setEditing}
      />
      {!board.data ? (
        <LoadingBlock />
      ) : board.data.widgets.length === 0 ? (
        <Muted>This dashboard has no widgets yet.</Muted>
      ) : (
        <div className={styles.grid}>
          {board.data.widgets.map((widget) => (
            <WidgetCard key={widget.instanceId} scope={scope} widget={widget} editing={editing} />
          ))}
        </div>
      )}
    </>
  );
}
