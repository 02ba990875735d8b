import type { Tool } from '@handy-tools/ui/kit';
import { Link } from 'react-router-dom';
import styles from './Home.module.css';

/** A tool's card on the home page: icon, name, two-line description, link to the tool. */
export function ToolCard({ tool }: { tool: Tool }) {
  return (
    <Link to={tool.path} className={styles.card} data-testid="tool-card">
      <tool.icon size={36} stroke={1.5} className={styles.icon} aria-hidden />
      <h3 className={styles.name}>{tool.name}</h3>
      <p className={styles.description}>{tool.description}</p>
    </Link>
  );
}
