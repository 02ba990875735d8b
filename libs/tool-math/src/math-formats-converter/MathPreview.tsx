import { Card } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { createElement, type ReactNode } from 'react';
import type { MathPreviewNode } from './math-formats-converter.js';
import styles from './MathPreview.module.css';

/**
 * Draws a sanitized MathML tree as React elements (React puts them in the MathML namespace under
 * <math>): no HTML is parsed, so nothing in the formula can run.
 */
function renderPreview(node: MathPreviewNode | string, key: number): ReactNode {
  if (typeof node === 'string') return node;
  return createElement(node.tag, { key, ...node.attributes }, ...node.children.map((child, i) => renderPreview(child, i)));
}

/**
 * A card that previews a formula, drawn by the browser from MathML (see `mathmlPreviewTree`);
 * the room is kept while there is none, with a line saying what will appear.
 *
 * @param props.tree - the formula's sanitized MathML tree, or null.
 * @param props.emptyText - what the card says while there is no formula.
 */
export function MathPreview({ tree, emptyText }: { tree: MathPreviewNode | null; emptyText: string }) {
  const { t } = useLingui();
  return (
    <Card title={t`Preview`}>
      <div className={styles.preview} role="img" aria-label={t`Preview of the formula`}>
        {tree && renderPreview(tree, 0)}
      </div>
      {tree === null && <p className={styles.muted}>{emptyText}</p>}
    </Card>
  );
}
