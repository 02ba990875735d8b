import { atomWithStorage } from 'jotai/utils';
import { safeJSONStorage } from '../../state/safe-storage';

const parseDismissed = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null);

/** Whether the visitor closed the follow banner (localStorage `banner-follow-dismissed`). */
export const followBannerDismissedAtom = atomWithStorage('banner-follow-dismissed', false, safeJSONStorage(parseDismissed), { getOnInit: true });

/** Whether the visitor closed the sponsor banner (localStorage `banner-sponsor-dismissed`). */
export const sponsorBannerDismissedAtom = atomWithStorage('banner-sponsor-dismissed', false, safeJSONStorage(parseDismissed), { getOnInit: true });
