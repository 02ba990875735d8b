import { useLingui } from '@lingui/react/macro';
import { NavLink, Link } from 'react-router-dom';
import { config } from '../config';
import { resolveCategories, CATEGORY_LABELS } from '../tools/categories';
import { allTools } from '../tools/registry';
import styles from './BaseLayout.module.css';

const categories = resolveCategories(allTools);

/** The side panel: hero link home, tools by category, version footer. */
export function SideMenu({ collapsed }: { collapsed: boolean }) {
  const { t, i18n } = useLingui();
  const commit = config.lastCommit === 'unknown' ? 'unknown' : config.lastCommit.slice(0, 7);
  return (
    <aside className={[styles.side, collapsed && styles.collapsed].filter(Boolean).join(' ')} aria-label={t`Tools menu`} aria-hidden={collapsed || undefined} inert={collapsed || undefined}>
      <Link to="/" className={styles.hero}>
        <p className={styles.heroTitle}>HANDY TOOLS</p>
        <p className={styles.heroSub}>{t`Handy online tools for developers`}</p>
      </Link>
      <nav className={styles.nav} aria-label={t`Tools by category`}>
        {categories.map((category) => (
          <section key={category.name} className={styles.category} aria-label={i18n._(CATEGORY_LABELS[category.name])}>
            <h2 className={styles.categoryTitle}>{i18n._(CATEGORY_LABELS[category.name])}</h2>
            <ul className={styles.toolList}>
              {category.tools.map((tool) => (
                <li key={tool.path}>
                  <NavLink to={tool.path} className={({ isActive }) => [styles.toolLink, isActive && styles.active].filter(Boolean).join(' ')}>
                    <tool.icon size={18} aria-hidden />
                    <span>{tool.name}</span>
                  </NavLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      <footer className={styles.footer} data-testid="menu-footer">
        Handy Tools v{config.version} ({commit}) · © {new Date().getFullYear()}
      </footer>
    </aside>
  );
}
