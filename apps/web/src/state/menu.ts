import { atom } from 'jotai';

/** Whether the side panel is collapsed (starts collapsed on small screens). */
export const menuCollapsedAtom = atom(typeof matchMedia === 'function' && matchMedia('(max-width: 700px)').matches);
