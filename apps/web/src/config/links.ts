/** The project's source repository (shown in the top bar, the command palette and About). */
export const REPOSITORY_URL = 'https://github.com/handy-tools/handy-tools';

/** Where visitors report a problem or ask for a tool: a new issue in the repository. */
export const NEW_ISSUE_URL = `${REPOSITORY_URL}/issues/new`;

/** Where visitors can sponsor the project (GitHub Sponsors of the repository's owner, shown by the optional sponsor banner). */
export const SPONSOR_URL = 'https://github.com/sponsors/handy-tools';
