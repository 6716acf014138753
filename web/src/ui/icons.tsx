// Inline SVG icons: each is its own export, its factory call marked pure and its paths drawn
// lazily, so the bundler drops an icon no code uses. Decorative by default (aria-hidden); the
// control that holds an icon names itself.

import { icon } from './iconBase';
import type { FileKind } from '../lib/recordCells';

export { icon, IconClose, MIRRORED_IN_RTL } from './iconBase';

export const IconSearch = /* @__PURE__ */ icon(() => (
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>
));
export const IconRefresh = /* @__PURE__ */ icon(() => (
  <>
    <path d="M20 11A8 8 0 0 0 5.3 6.3L3 9" />
    <path d="M3 4v5h5" />
    <path d="M4 13a8 8 0 0 0 14.7 4.7L21 15" />
    <path d="M21 20v-5h-5" />
  </>
));
export const IconPlus = /* @__PURE__ */ icon(() => <path d="M12 5v14M5 12h14" />);
export const IconDatabase = /* @__PURE__ */ icon(() => (
  <>
    <ellipse cx="12" cy="5" rx="8" ry="3" />
    <path d="M4 5v14c0 1.7 3.6 3 8 3s8-1.3 8-3V5" />
    <path d="M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3" />
  </>
));
export const IconList = /* @__PURE__ */ icon(
  () => <path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />,
  {
    directional: true,
  },
);
export const IconSettings = /* @__PURE__ */ icon(() => (
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
  </>
));
export const IconLogout = /* @__PURE__ */ icon(
  () => (
    <>
      <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
      <path d="m16 17 5-5-5-5M21 12H9" />
    </>
  ),
  { directional: true },
);
export const IconUsers = /* @__PURE__ */ icon(() => (
  <>
    <path d="M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2" />
    <circle cx="9" cy="7" r="4" />
    <path d="M23 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8" />
  </>
));
export const IconAlert = /* @__PURE__ */ icon(() => (
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 8v4M12 16h.01" />
  </>
));
export const IconChevronDown = /* @__PURE__ */ icon(() => <path d="m6 9 6 6 6-6" />);
/** Points back (left in a left-to-right page), mirrored in a right-to-left one. */
export const IconChevronBack = /* @__PURE__ */ icon(() => <path d="m15 18-6-6 6-6" />, { directional: true });
export const IconMenu = /* @__PURE__ */ icon(() => <path d="M3 6h18M3 12h18M3 18h18" />);
export const IconArrowUp = /* @__PURE__ */ icon(() => <path d="M12 19V5M5 12l7-7 7 7" />);
export const IconArrowDown = /* @__PURE__ */ icon(() => <path d="M12 5v14M19 12l-7 7-7-7" />);
export const IconCalendar = /* @__PURE__ */ icon(() => (
  <>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </>
));
export const IconCheck = /* @__PURE__ */ icon(() => <path d="M20 6 9 17l-5-5" />);
export const IconKey = /* @__PURE__ */ icon(() => (
  <>
    <circle cx="7.5" cy="15.5" r="4.5" />
    <path d="m10.7 12.3 9.3-9.3M16 7l3 3M18 5l2 2" />
  </>
));
export const IconFile = /* @__PURE__ */ icon(() => (
  <>
    <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z" />
    <path d="M14 3v6h6" />
  </>
));
export const IconImage = /* @__PURE__ */ icon(() => (
  <>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <circle cx="9" cy="9" r="2" />
    <path d="m21 15-5-5L5 21" />
  </>
));
export const IconVideo = /* @__PURE__ */ icon(() => (
  <>
    <rect x="2" y="6" width="14" height="12" rx="2" />
    <path d="m22 8-6 4 6 4z" />
  </>
));
export const IconAudio = /* @__PURE__ */ icon(() => (
  <>
    <path d="M9 18V5l12-2v13" />
    <circle cx="6" cy="18" r="3" />
    <circle cx="18" cy="16" r="3" />
  </>
));
export const IconDocument = /* @__PURE__ */ icon(() => (
  <>
    <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z" />
    <path d="M14 3v6h6M8 13h8M8 17h8" />
  </>
));
export const IconVerified = /* @__PURE__ */ icon(() => (
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12 3 3 5-6" />
  </>
));
export const IconUnverified = /* @__PURE__ */ icon(() => (
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9 9l6 6M15 9l-6 6" />
  </>
));
export const IconColumns = /* @__PURE__ */ icon(() => (
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M9 4v16M15 4v16" />
  </>
));

/** The icon of each kind of file (the kind is told from the file name's extension). */
export const FILE_KIND_ICONS: { [kind in FileKind]: typeof IconFile } = {
  image: IconImage,
  video: IconVideo,
  audio: IconAudio,
  document: IconDocument,
  file: IconFile,
};
/** A neutral sign-in mark, for a provider whose logo no permissively licensed icon set carries. */
export const IconLogin = /* @__PURE__ */ icon(
  () => (
    <>
      <path d="M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4" />
      <path d="m10 17 5-5-5-5M15 12H3" />
    </>
  ),
  { directional: true },
);
