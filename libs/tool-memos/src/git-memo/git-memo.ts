import { msg } from '@lingui/core/macro';
import type { Memo } from '../shared/memo/memo.js';

/**
 * The Git cheat sheet: everyday commands by task (set-up, saving work, branches, remotes, undoing
 * and inspecting). Written for this project from the Git reference manual (https://git-scm.com/docs);
 * shown by `MemoView`, searched with `searchMemo`. Commands need Git 2.23 or later (`switch`, `restore`).
 */
export const gitMemo: Memo = {
  id: 'git',
  sections: [
    {
      id: 'configure',
      title: msg`Configure`,
      entries: [
        { code: 'git config --global user.name "Your Name"', description: msg`Sets the name recorded in your commits.` },
        { code: 'git config --global user.email "you@example.com"', description: msg`Sets the e-mail address recorded in your commits.` },
        { code: 'git config --global init.defaultBranch main', description: msg`Names the first branch of new repositories \`main\`.` },
        { code: 'git config --global core.editor "code --wait"', description: msg`Chooses the editor for commit messages.` },
        { code: 'git config --list --show-origin', description: msg`Shows every setting and the file it comes from.` },
      ],
    },
    {
      id: 'start',
      title: msg`Start a repository`,
      entries: [
        { code: 'git init', description: msg`Turns the current folder into a new repository.` },
        { code: 'git clone https://example.com/repo.git', description: msg`Copies a remote repository with its history.` },
        { code: 'git clone --depth 1 https://example.com/repo.git', description: msg`Copies only the latest commit (a shallow clone).` },
      ],
    },
    {
      id: 'save',
      title: msg`Stage and commit`,
      entries: [
        { code: 'git status', description: msg`Shows changed, staged and untracked files.` },
        { code: 'git add file.txt', description: msg`Stages a file for the next commit.` },
        { code: 'git add -p', description: msg`Stages changes hunk by hunk, asking for each.` },
        { code: 'git commit -m "Message"', description: msg`Records the staged changes with a message.` },
        { code: 'git commit -am "Message"', description: msg`Stages every tracked file that changed, then commits.` },
        { code: 'git commit --amend', description: msg`Replaces the last commit (message or content). Avoid on pushed commits.` },
        { code: 'git rm --cached file.txt', description: msg`Stops tracking a file but keeps it on disk.` },
        { code: 'git mv old.txt new.txt', description: msg`Renames a tracked file.` },
      ],
    },
    {
      id: 'branches',
      title: msg`Branches`,
      entries: [
        { code: 'git branch', description: msg`Lists local branches; \`-a\` adds remote ones.` },
        { code: 'git switch -c feature', description: msg`Creates a branch and switches to it.` },
        { code: 'git switch main', description: msg`Switches to an existing branch.` },
        { code: 'git switch -', description: msg`Goes back to the previous branch.` },
        { code: 'git branch -m new-name', description: msg`Renames the current branch.` },
        { code: 'git branch -d feature', description: msg`Deletes a merged branch; \`-D\` forces it.` },
      ],
    },
    {
      id: 'merge',
      title: msg`Merge and rebase`,
      entries: [
        { code: 'git merge feature', description: msg`Merges a branch into the current one.` },
        { code: 'git merge --no-ff feature', description: msg`Merges with a merge commit, even when a fast-forward is possible.` },
        { code: 'git merge --abort', description: msg`Stops a merge with conflicts and restores the state before it.` },
        { code: 'git rebase main', description: msg`Replays the current branch’s commits on top of \`main\`.` },
        { code: 'git rebase -i HEAD~3', description: msg`Edits, reorders, squashes or drops the last three commits.` },
        { code: 'git rebase --continue', description: msg`Goes on after resolving a conflict; \`--abort\` gives up.` },
        { code: 'git cherry-pick <commit>', description: msg`Applies one commit onto the current branch.` },
      ],
    },
    {
      id: 'remotes',
      title: msg`Remotes`,
      entries: [
        { code: 'git remote -v', description: msg`Lists remotes and their URLs.` },
        { code: 'git remote add origin https://example.com/repo.git', description: msg`Adds a remote named \`origin\`.` },
        { code: 'git fetch --prune', description: msg`Downloads new commits and forgets deleted remote branches.` },
        { code: 'git pull --rebase', description: msg`Fetches, then rebases your commits on the remote branch.` },
        { code: 'git push -u origin feature', description: msg`Pushes a new branch and makes it track the remote one.` },
        { code: 'git push --force-with-lease', description: msg`Overwrites the remote branch unless someone pushed in between.` },
        { code: 'git push origin --delete feature', description: msg`Deletes a remote branch.` },
      ],
    },
    {
      id: 'undo',
      title: msg`Undo`,
      entries: [
        { code: 'git restore file.txt', description: msg`Throws away unstaged changes to a file.` },
        { code: 'git restore --staged file.txt', description: msg`Unstages a file, keeping its changes.` },
        { code: 'git reset --soft HEAD~1', description: msg`Undoes the last commit, keeping its changes staged.` },
        { code: 'git reset --hard HEAD', description: msg`Discards every uncommitted change. **Cannot be undone.**` },
        { code: 'git revert <commit>', description: msg`Adds a commit that undoes an earlier one (safe on shared branches).` },
        { code: 'git reflog', description: msg`Lists where HEAD has been: finds “lost” commits after a reset.` },
        { code: 'git clean -n', description: msg`Lists untracked files that \`git clean -f\` would delete.` },
      ],
    },
    {
      id: 'stash',
      title: msg`Stash`,
      entries: [
        { code: 'git stash push -m "wip"', description: msg`Puts uncommitted changes aside with a note.` },
        { code: 'git stash list', description: msg`Lists the stashed changes.` },
        { code: 'git stash pop', description: msg`Applies the latest stash and removes it.` },
        { code: 'git stash drop stash@{0}', description: msg`Deletes one stash.` },
      ],
    },
    {
      id: 'inspect',
      title: msg`Inspect`,
      entries: [
        { code: 'git log --oneline --graph --all', description: msg`Shows the history of every branch as a compact graph.` },
        { code: 'git log -p file.txt', description: msg`Shows each commit that changed a file, with its diff.` },
        { code: 'git diff', description: msg`Shows unstaged changes; \`--staged\` shows staged ones.` },
        { code: 'git diff main...feature', description: msg`Shows what a branch changed since it left \`main\`.` },
        { code: 'git show <commit>', description: msg`Shows a commit’s message and changes.` },
        { code: 'git blame file.txt', description: msg`Shows who last changed each line, and in which commit.` },
        { code: 'git bisect start', description: msg`Starts a binary search for the commit that introduced a bug.` },
      ],
    },
    {
      id: 'tags',
      title: msg`Tags`,
      entries: [
        { code: 'git tag -a v1.0.0 -m "Release 1.0.0"', description: msg`Creates an annotated tag on the current commit.` },
        { code: 'git push origin --tags', description: msg`Pushes every tag to the remote.` },
        { code: 'git describe --tags', description: msg`Names the current commit after the nearest tag.` },
      ],
    },
  ],
};
