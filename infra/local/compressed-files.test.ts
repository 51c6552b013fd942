import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compressedFileCache } from './compressed-files';

describe('the built files, compressed once', () => {
  const dir = mkdtempSync(join(tmpdir(), 'compressed-files-'));
  afterEach(() => rmSync(join(dir, 'app.js'), { force: true }));

  it('answers the same compressed bytes again without compressing the file anew', () => {
    const file = join(dir, 'app.js');
    writeFileSync(file, 'console.log("bonjour");'.repeat(100));
    const files = compressedFileCache();
    const first = files.gzipped(file);
    expect(gunzipSync(first).toString()).toBe('console.log("bonjour");'.repeat(100));
    expect(files.gzipped(file)).toBe(first);
  });

  it('compresses a file again once a new build has replaced it', () => {
    const file = join(dir, 'app.js');
    writeFileSync(file, 'ancienne version');
    const files = compressedFileCache();
    files.gzipped(file);
    writeFileSync(file, 'nouvelle version');
    // Same size: the modification time tells the builds apart.
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(gunzipSync(files.gzipped(file)).toString()).toBe('nouvelle version');
  });
});
