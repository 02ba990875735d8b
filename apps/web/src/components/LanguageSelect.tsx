import { LOCALES } from '@handy-tools/i18n';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { changeLocaleAtom, localeAtom } from '../state/locale';
import styles from './LanguageSelect.module.css';

/** The language selector: the 11 languages, each in its own name. */
export function LanguageSelect() {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const changeLocale = useSetAtom(changeLocaleAtom);
  return (
    <select
      className={styles.select}
      aria-label={t`Language`}
      value={locale}
      onChange={(event) => {
        void changeLocale(event.target.value);
      }}
    >
      {LOCALES.map((l) => (
        <option key={l.code} value={l.code} lang={l.code}>
          {l.label}
        </option>
      ))}
    </select>
  );
}
