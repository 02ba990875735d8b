import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './components.module.css';

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** `primary` for the main action, `subtle` for low-emphasis actions. */
  variant?: 'default' | 'primary' | 'subtle';
  size?: 'small' | 'medium' | 'large';
  /** An icon-only button must carry an `aria-label`. */
  iconOnly?: boolean;
  children?: ReactNode;
  /** The underlying `<button>` element (e.g. a drag handle's activator). */
  ref?: Ref<HTMLButtonElement>;
}

/** A themed button; `type="button"` unless told otherwise. */
export function Button({ variant = 'default', size = 'medium', iconOnly, className, type = 'button', ...rest }: ButtonProps) {
  const classes = [
    styles.button,
    variant !== 'default' && styles[variant],
    size !== 'medium' && styles[size],
    iconOnly && styles.iconOnly,
    className,
  ].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...rest} />;
}
