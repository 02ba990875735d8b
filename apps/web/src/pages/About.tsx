import { Trans, useLingui } from '@lingui/react/macro';
import { usePageMeta } from '../components/usePageMeta';
import { MakeAvailableOffline } from '../pwa/MakeAvailableOffline';
import { NEW_ISSUE_URL, REPOSITORY_URL } from '../config/links';
import { toolIndex } from '../tools/tool-index';
import { localizedTool } from '@handy-tools/ui/kit';
import styles from './About.module.css';

const networkTools = toolIndex.filter((tool) => (tool.network ?? []).length > 0);

/** The About page (loaded on demand): the project, privacy, contributing, licence. */
export default function About() {
  const { t, i18n } = useLingui();
  usePageMeta(t`About - Handy Tools`);
  return (
    <article className={styles.page}>
      <h1>{t`About Handy Tools`}</h1>
      <p>
        <Trans>
          Handy Tools is a free collection of small tools for developers, network and IT staff and everyday users: encoders, hashes, generators,
          format and unit converters, network calculators, cheat sheets and more. It installs as an app and works offline.
        </Trans>
      </p>
      <h2>{t`Privacy`}</h2>
      <p>
        <Trans>
          Every tool computes in your browser. What you type, paste or drop into a tool is not sent anywhere: there are no accounts and no server of
          ours that sees your data. Your favourites, theme and language are kept in your browser&apos;s local storage.
        </Trans>
      </p>
      {networkTools.length === 0 ? (
        <p>{t`No tool contacts the network.`}</p>
      ) : (
        <>
          <p>{t`These tools contact the network, and only the hosts listed:`}</p>
          <ul data-testid="network-tools">
            {networkTools.map((tool) => (
              <li key={tool.path}>
                {localizedTool(i18n, tool).name}: {(tool.network ?? []).map((host) => (host === '*' ? t`the addresses you enter` : host)).join(', ')}
              </li>
            ))}
          </ul>
        </>
      )}
      <h2>{t`Contribute`}</h2>
      <p>
        <Trans>
          The code is open source. Report a bug or ask for a tool in the <a href={NEW_ISSUE_URL} target="_blank" rel="noopener noreferrer">issue tracker</a>,
          or add a tool yourself: the <a href={REPOSITORY_URL} target="_blank" rel="noopener noreferrer">repository</a> explains how, one folder per tool.
        </Trans>
      </p>
      <h2>{t`Licence`}</h2>
      <p>
        <Trans>Handy Tools is released under the MIT licence.</Trans>
      </p>
      {/* Last: it appears once the cache has been looked at, and moves nothing above it. */}
      <MakeAvailableOffline />
    </article>
  );
}
