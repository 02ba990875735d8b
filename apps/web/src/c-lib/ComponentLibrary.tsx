import { Link } from 'wouter';
import { usePageMeta } from '../components/usePageMeta';
import { DEMOS } from './demos';
import styles from './ComponentLibrary.module.css';

/**
 * Development-only index of the UI kit's demos: one button per demo, in a 5-column grid, and the
 * chosen demo below it.
 *
 * @param props.demo - the demo's name from the path (`/c-lib/<demo>`), or undefined on `/c-lib`.
 */
export default function ComponentLibrary({ demo }: { demo?: string }) {
  usePageMeta(demo ? `${demo} - Components - Handy Tools` : 'Components - Handy Tools');
  return (
    <div>
      <h1>Components</h1>
      <nav aria-label="Component demos" className={styles.grid}>
        {DEMOS.map((d) => (
          <Link key={d.name} href={`/c-lib/${d.name}`} className={styles.demoButton} aria-current={d.name === demo ? 'page' : undefined}>
            {d.name}
          </Link>
        ))}
      </nav>
      {demo !== undefined && <ComponentDemo demo={demo} />}
    </div>
  );
}

/** One demo, by its name. */
function ComponentDemo({ demo }: { demo: string }) {
  const entry = DEMOS.find((d) => d.name === demo);
  if (!entry) return <p>No demo named {demo}.</p>;
  return (
    <section aria-labelledby="demo-title" className={styles.demo}>
      <h2 id="demo-title">{entry.name}</h2>
      <entry.Component />
    </section>
  );
}
