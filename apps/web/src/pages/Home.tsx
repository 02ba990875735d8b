import { useLingui } from '@lingui/react/macro';
import { usePageMeta } from '../components/usePageMeta';
import { allTools } from '../tools/registry';
import { ToolCard } from './ToolCard';
import styles from './Home.module.css';

/** The home page: every tool as a card. */
export default function Home() {
  const { t } = useLingui();
  usePageMeta(t`Handy online tools for developers`);
  return (
    <>
      <h1 className="ht-visually-hidden">{t`Handy online tools for developers`}</h1>
      <section aria-labelledby="all-tools">
        <h2 id="all-tools" className={styles.title}>
          {t`All tools`}
        </h2>
        <ul className={styles.grid}>
          {allTools.map((tool) => (
            <li key={tool.path}>
              <ToolCard tool={tool} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
