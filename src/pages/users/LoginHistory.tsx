import type { UserLogin } from '#contract/users';
import { Card } from '#ui';
import { useDateFormat } from '../../dates/use-date-format';

const ROW_PX = 36;
/** The grid grows with its rows between these heights, then scrolls. */
const heightOf = (rows: number) => Math.min(300, Math.max(120, (rows + 1) * ROW_PX));

/** 'Logins - Past 60 Days' from the sign-in records. */
export function LoginHistory({ logins }: { logins: readonly UserLogin[] }) {
  const { dateTime } = useDateFormat();
  return (
    <Card title="Logins - Past 60 Days">
      <div style={{ height: heightOf(logins.length), overflowY: 'auto' }}>
        <table aria-label="Logins - Past 60 Days" style={{ width: '100%' }}>
          <thead>
            <tr style={{ height: ROW_PX }}>
              <th>Application Id</th>
              <th>Application Name</th>
              <th>IP Address</th>
              <th>Date/Time</th>
            </tr>
          </thead>
          <tbody>
            {logins.map((login) => (
              <tr key={login.dateTime} style={{ height: ROW_PX }}>
                <td>{login.applicationId ?? ''}</td>
                <td>{login.applicationName ?? ''}</td>
                <td>{login.ipAddress ?? ''}</td>
                <td>{dateTime(login.dateTime)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
