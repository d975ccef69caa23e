// Reads the training sources' files out of local bare git mirrors at exact commits, and the
// two container formats they use (CSV and, for MLMA, a zip archive), without dependencies.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const LFS_POINTER = 'version https://git-lfs';
const MAX_BUFFER = 1024 * 1024 * 1024;

/**
 * The git directory holding `repo` ("owner/name"): the VIGIL_MIRROR_<ID> variable when set,
 * else the first of the usual layouts under `mirrorsDir` (the fetch tool's
 * `owner+name/repo`, a clone's `owner+name/repo/.git`, or `owner+name.git` / `name.git`).
 */
export function findMirror(repo, envVar, mirrorsDir) {
  const fromEnv = process.env[envVar];
  if (fromEnv) {
    if (!isGitDir(fromEnv)) throw new Error(`${envVar}=${fromEnv} is not a git directory`);
    return fromEnv;
  }
  if (!mirrorsDir) {
    throw new Error(`no mirror of ${repo}: set ${envVar} or pass --mirrors <folder>`);
  }
  const [owner, name] = repo.split('/');
  const candidates = [
    `${owner}+${name}/repo/.git`,
    `${owner}+${name}/repo`,
    `${owner}+${name}.git`,
    `${owner}+${name}`,
    `${name}.git`,
    `${name}/.git`,
    name,
  ].map((candidate) => path.join(mirrorsDir, candidate));
  const found = candidates.find(isGitDir);
  if (!found) throw new Error(`no mirror of ${repo} under ${mirrorsDir} (or set ${envVar})`);
  return found;
}

function isGitDir(dir) {
  return fs.existsSync(path.join(dir, 'HEAD')) && fs.existsSync(path.join(dir, 'objects'));
}

function git(gitDir, args, input) {
  return execFileSync('git', [`--git-dir=${gitDir}`, ...args], {
    input,
    maxBuffer: MAX_BUFFER,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

/** One mirror at one commit: every read names the commit, so a newer HEAD changes nothing. */
export function openCommit(gitDir, commit) {
  try {
    git(gitDir, ['cat-file', '-e', `${commit}^{commit}`]);
  } catch {
    throw new Error(`the mirror at ${gitDir} lacks commit ${commit}; fetch it again`);
  }
  return {
    /** Paths of the files under `dir` at the commit, in git's (byte) order. */
    list(dir) {
      const out = git(gitDir, ['ls-tree', '-r', '-z', '--name-only', commit, '--', dir]);
      return out.toString('utf8').split('\0').filter(Boolean);
    },
    /** The bytes of one file at the commit (`git show <commit>:<path>`). */
    read(file) {
      return this.readMany([file]).get(file);
    },
    /** Many files in one `git cat-file --batch`, so thousands of small files cost one process. */
    readMany(files) {
      const out = git(
        gitDir,
        ['cat-file', '--batch'],
        files.map((f) => `${commit}:${f}\n`).join(''),
      );
      const blobs = new Map();
      let at = 0;
      for (const file of files) {
        const eol = out.indexOf(0x0a, at);
        const header = out.subarray(at, eol).toString('utf8');
        const match = /^[0-9a-f]+ blob (\d+)$/.exec(header);
        if (!match) {
          throw new Error(
            `${commit}:${file} is not in the mirror (${header}); the snapshot may have left ` +
              'it out (files of 4 MiB and more) or the path is wrong',
          );
        }
        const size = Number(match[1]);
        const blob = out.subarray(eol + 1, eol + 1 + size);
        if (blob.subarray(0, LFS_POINTER.length).toString('latin1') === LFS_POINTER) {
          throw new Error(`${commit}:${file} is a Git LFS pointer, not the data`);
        }
        blobs.set(file, blob);
        at = eol + 1 + size + 1;
      }
      return blobs;
    },
  };
}

/** UTF-8 text without a byte-order mark; invalid bytes become U+FFFD. */
export function utf8(bytes) {
  return new TextDecoder('utf-8').decode(bytes);
}

/** RFC 4180 CSV (quoted fields may hold commas, quotes and line breaks) as row objects. */
export function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') {
        quoted = false;
      } else {
        field += c;
      }
    } else if (c === '"' && field === '') {
      quoted = true;
    } else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else {
      field += c;
    }
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  const [header = [], ...body] = rows;
  return body
    .filter((cells) => cells.length > 1 || cells[0] !== '')
    .map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])));
}

/** One member of a zip archive (stored or deflated; no ZIP64), by its name. */
export function unzipEntry(archive, name) {
  const endOfDirectory = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endOfDirectory < 0) throw new Error('not a zip archive');
  const entries = archive.readUInt16LE(endOfDirectory + 10);
  let at = archive.readUInt32LE(endOfDirectory + 16);
  for (let i = 0; i < entries; i += 1) {
    const method = archive.readUInt16LE(at + 10);
    const compressedSize = archive.readUInt32LE(at + 20);
    const size = archive.readUInt32LE(at + 24);
    const nameLength = archive.readUInt16LE(at + 28);
    const extraLength = archive.readUInt16LE(at + 30);
    const commentLength = archive.readUInt16LE(at + 32);
    const localHeader = archive.readUInt32LE(at + 42);
    const entryName = archive.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    at += 46 + nameLength + extraLength + commentLength;
    if (entryName !== name) continue;
    const dataStart =
      localHeader +
      30 +
      archive.readUInt16LE(localHeader + 26) +
      archive.readUInt16LE(localHeader + 28);
    const data = archive.subarray(dataStart, dataStart + compressedSize);
    const bytes = method === 0 ? data : method === 8 ? zlib.inflateRawSync(data) : null;
    if (!bytes) throw new Error(`${name}: zip compression method ${method} is not supported`);
    if (bytes.length !== size)
      throw new Error(`${name}: unzipped ${bytes.length} of ${size} bytes`);
    return bytes;
  }
  throw new Error(`${name} is not in the zip archive`);
}
