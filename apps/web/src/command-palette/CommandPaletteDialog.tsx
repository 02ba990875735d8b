// The command palette's dialog. Loaded on demand (dynamic import from CommandPalette.tsx) so
// cmdk, fuse.js and the search index stay out of the home page's initial JavaScript.
import { useLingui } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import type { ToolIcon as IconComponent } from '@handy-tools/ui/kit';
import {
  IconArrowsShuffle,
  IconBrandGithub,
  IconExternalLink,
  IconHome,
  IconInfoCircle,
  IconMessageReport,
  IconMoon,
  IconSearch,
  IconSun,
} from '@tabler/icons-react';
import { Command } from 'cmdk';
import { useAtomValue, useSetAtom } from 'jotai';
import { Dialog } from 'radix-ui';
import { useMemo, useState, type RefObject } from 'react';
import { useLocation } from 'wouter';
import { ToolIcon } from '../components/ToolIcon';
import { config } from '../config';
import { NEW_ISSUE_URL, REPOSITORY_URL } from '../config/links';
import { themeAtom, toggleThemeAtom, type Theme } from '../state/theme';
import { CATEGORY_LABELS, CATEGORY_NAMES, CATEGORY_TOOLS } from '../tools/categories';
import { useToolExtras } from '../tools/tool-extras';
import { toolIndex } from '../tools/tool-index';
import { localizedTool } from '@handy-tools/ui/kit';
import { createSearchIndex, randomIndex, searchPalette, toolEntries, type PaletteEntry, type PaletteGroup } from './search';
import styles from './CommandPaletteDialog.module.css';

/** Props of the palette dialog. */
export interface CommandPaletteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back when the dialog closes (the element focused before it opened). */
  returnFocus?: RefObject<HTMLElement | null>;
}

/** A palette entry with its icon (a tool's from the app's sprite, by path) and what selecting it does. */
interface PaletteCommand extends PaletteEntry {
  icon?: IconComponent;
  toolPath?: string;
  perform: () => void;
}

/** The palette: a modal dialog (Radix) holding a cmdk combobox whose results fuse.js ranks. */
export default function CommandPaletteDialog({ open, onOpenChange, returnFocus }: CommandPaletteDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // No Radix trigger: give focus back to what had it before the palette opened.
            event.preventDefault();
            const target = returnFocus?.current;
            if (target?.isConnected) target.focus();
          }}
        >
          <Dialog.Title className="ht-visually-hidden">{t`Search tools`}</Dialog.Title>
          {/* Mounted only while open, so the search text starts empty every time. */}
          <Palette close={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function toolCategories(i18n: I18n): (path: string) => string[] {
  const byPath = new Map<string, string[]>();
  for (const name of CATEGORY_NAMES) {
    for (const path of CATEGORY_TOOLS[name]) byPath.set(path, [...(byPath.get(path) ?? []), i18n._(CATEGORY_LABELS[name])]);
  }
  return (path) => byPath.get(path) ?? [];
}

/** Opens a URL in a new tab that cannot reach back to this page. */
function openExternal(url: string) {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/** Navigates to a random tool, other than the current one when there is a choice. */
function goToRandomTool(navigate: (path: string) => void, currentPath: string) {
  const others = toolIndex.length > 1 ? toolIndex.filter((tool) => tool.path !== currentPath) : toolIndex;
  const tool = others[randomIndex(others.length)];
  if (tool) void navigate(tool.path);
}

function Palette({ close }: { close: () => void }) {
  const { t, i18n } = useLingui();
  const [pathname, navigate] = useLocation();
  const theme: Theme = useAtomValue(themeAtom);
  const toggleTheme = useSetAtom(toggleThemeAtom);
  const [query, setQuery] = useState('');
  // English descriptions and keywords: usually loaded by the time the palette opens.
  const extras = useToolExtras();

  // Keywords stay in English, like the tools' own keywords: extra search terms, never shown,
  // so they cost nothing in the catalog the app loads at start-up.
  const commands = useMemo<PaletteCommand[]>(() => {
    const categoriesOf = toolCategories(i18n);
    const withExtras = toolIndex.map((tool) => ({ ...tool, ...extras?.get(tool.path) }));
    const tools = toolEntries(
      withExtras,
      (tool) => localizedTool(i18n, tool),
      (tool) => categoriesOf(tool.path),
    ).map((entry, i) => {
      const tool = withExtras[i]!;
      return { ...entry, toolPath: tool.path, perform: () => void navigate(tool.path) };
    });
    const actions: PaletteCommand[] = [
      {
        id: 'action:toggle-theme',
        group: 'actions',
        name: t`Toggle dark mode`,
        description: theme === 'dark' ? t`Switch to light mode` : t`Switch to dark mode`,
        keywords: ['theme', 'dark', 'light', 'night', 'colors'],
        icon: theme === 'dark' ? IconSun : IconMoon,
        // Stays open: the new theme shows behind the palette and can be flipped back at once.
        closeOnSelect: false,
        perform: () => toggleTheme(),
      },
    ];
    if (toolIndex.length > 0) {
      actions.unshift({
        id: 'action:random-tool',
        group: 'actions',
        name: t`Random tool`,
        description: t`Open a tool picked at random`,
        keywords: ['random', 'surprise', 'lucky', 'discover'],
        icon: IconArrowsShuffle,
        perform: () => goToRandomTool(navigate, pathname),
      });
    }
    const external: PaletteCommand[] = [
      {
        id: 'external:repository',
        group: 'external',
        name: t`Source repository`,
        description: t`Handy Tools' source code, opens in a new tab`,
        keywords: ['GitHub', 'code', 'contribute'],
        icon: IconBrandGithub,
        perform: () => openExternal(REPOSITORY_URL),
      },
      {
        id: 'external:new-issue',
        group: 'external',
        name: t`Report an issue / request a tool`,
        description: t`Opens a new issue in the repository, in a new tab`,
        keywords: ['bug', 'feature', 'feedback', 'idea'],
        icon: IconMessageReport,
        perform: () => openExternal(NEW_ISSUE_URL),
      },
    ];
    const pages: PaletteCommand[] = [
      {
        id: 'page:home',
        group: 'pages',
        name: t`Home`,
        description: t`All tools`,
        keywords: ['start', 'index'],
        icon: IconHome,
        perform: () => void navigate('/'),
      },
      {
        id: 'page:about',
        group: 'pages',
        name: t`About`,
        description: t`About Handy Tools, privacy and contributing`,
        keywords: ['privacy', 'license', 'help'],
        icon: IconInfoCircle,
        perform: () => void navigate('/about'),
      },
    ];
    return [...tools, ...actions, ...external, ...pages];
  }, [i18n, t, navigate, pathname, theme, toggleTheme, extras]);

  const index = useMemo(() => createSearchIndex(commands), [commands]);
  const sections = useMemo(() => searchPalette(index, commands, query, config.paletteMaxResults), [index, commands, query]);

  const headings: Record<PaletteGroup, string> = { tools: t`Tools`, actions: t`Actions`, external: t`External`, pages: t`Pages` };
  const run = (command: PaletteCommand) => {
    if (command.closeOnSelect !== false) close();
    command.perform();
  };

  return (
    <Command label={t`Search tools`} shouldFilter={false} loop={false} vimBindings={false} className={styles.command}>
      <div className={styles.inputRow}>
        <IconSearch size={18} aria-hidden className={styles.inputIcon} />
        <Command.Input value={query} onValueChange={setQuery} placeholder={t`Search tools, actions and pages…`} className={styles.input} />
        <kbd className={styles.kbd}>Esc</kbd>
      </div>
      <Command.List label={t`Results`} className={styles.list}>
        <Command.Empty className={styles.empty}>{t`No results for “${query.trim()}”.`}</Command.Empty>
        {sections.map((section) => (
          <Command.Group key={section.group} heading={headings[section.group]} className={styles.group} data-group={section.group}>
            {section.entries.map((command) => (
              <Command.Item key={command.id} value={command.id} onSelect={() => run(command)} className={styles.item}>
                {command.toolPath ? (
                  <ToolIcon path={command.toolPath} size={18} className={styles.itemIcon} />
                ) : (
                  command.icon && <command.icon size={18} aria-hidden className={styles.itemIcon} />
                )}
                <span className={styles.itemText}>
                  <span className={styles.itemName}>{command.name}</span>
                  {command.description && <span className={styles.itemDescription}>{command.description}</span>}
                </span>
                {command.group === 'external' && <IconExternalLink size={16} aria-hidden className={styles.itemIcon} />}
              </Command.Item>
            ))}
          </Command.Group>
        ))}
      </Command.List>
      <div className={styles.footer} aria-hidden>
        <span>
          <kbd className={styles.kbd}>↑</kbd> <kbd className={styles.kbd}>↓</kbd> {t`to move`}
        </span>
        <span>
          <kbd className={styles.kbd}>↵</kbd> {t`to open`}
        </span>
        <span>
          <kbd className={styles.kbd}>Esc</kbd> {t`to close`}
        </span>
      </div>
    </Command>
  );
}
