import { Link, Outlet, useParams } from 'react-router-dom';
import { usePageMeta } from '../components/usePageMeta';
import { DEMOS } from './demos';
import styles from './ComponentLibrary.module.css';

/** Development-only index of the UI kit's demos: one button per demo, in a 5-column grid. */
export default function ComponentLibrary() {
  const { demo } = useParams();
  usePageMeta(demo ? `${demo} - Components - Handy Tools` : 'Components - Handy Tools');
  return (
    <div>
      <h1>Components</h1>
      <nav aria-label="Component demos" className={styles.grid}>
        {DEMOS.map((d) => (
          <Link key={d.name} to={`/c-lib/${d.name}`} className={styles.demoButton} aria-current={d.name === demo ? 'page' : undefined}>
            {d.name}
          </Link>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}

/** One demo, by the `demo` route parameter. */
export function ComponentDemo() {
  const { demo } = useParams();
  const entry = DEMOS.find((d) => d.name === demo);
  if (!entry) return <p>No demo named {demo}.</p>;
  return (
    <section aria-labelledby="demo-title" className={styles.demo}>
      <h2 id="demo-title">{entry.name}</h2>
      <entry.Component />
    </section>
  );
}
