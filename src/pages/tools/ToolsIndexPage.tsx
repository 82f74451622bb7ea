import { Link } from 'wouter';
import { Card, Muted, Page } from '#ui';
import { NAV_ICONS } from '../../kit/nav-icons';
import { useNavLinks } from '../../layouts/nav/use-nav';
import * as styles from './tools.css';

/**
 * /applications/:applicationId/tools: every tool of the application the user may open, with a
 * line on what it does — the navigation's Tools section, so a new tool arrives by itself.
 */
export default function ToolsIndexPage() {
  const tools = useNavLinks().filter((link) => link.area === 'tools' && link.id !== 'app-tools');
  return (
    <Page title="Tools" subtitle="What the booking site offers beside its bookings, and its data.">
      <ul className={styles.grid}>
        {tools.map((tool) => {
          const Icon = NAV_ICONS[tool.icon];
          return (
            <li key={tool.id}>
              <Card className={styles.tool}>
                <Link href={tool.href} className={styles.name}>
                  <Icon aria-hidden />
                  {tool.label}
                </Link>
                {tool.description ? <Muted>{tool.description}</Muted> : null}
              </Card>
            </li>
          );
        })}
      </ul>
    </Page>
  );
}
