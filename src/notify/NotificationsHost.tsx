import { useSyncExternalStore } from 'react';
import { Notifications } from '#ui';
import { notifications } from './store';

export function NotificationsHost() {
  const items = useSyncExternalStore(notifications.subscribe, notifications.getSnapshot);
  return <Notifications items={items} onDismiss={notifications.dismiss} />;
}
