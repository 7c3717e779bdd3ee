import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, displayPath, lockDataDir } from './data-dir-lock';

describe('data folder lock', () => {
  const dirs: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('writes the holder’s pid and removes the file on release', () => {
    const dir = folder();
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'shop.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, 'shop.lock'))).toBe(false);
  });

  it('refuses a folder held by another live process, naming it', () => {
    const dir = folder();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      writeFileSync(path.join(dir, 'shop.lock'), String(holder.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
      expect(() => lockDataDir(dir)).toThrow(
        `DATA_DIR ${displayPath(dir)} is in use by process ${holder.pid}`,
      );
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = folder();
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    writeFileSync(path.join(dir, 'shop.lock'), gone.stdout.toString());
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'shop.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('takes over an empty lock file (a crash between creating and writing it)', () => {
    const dir = folder();
    writeFileSync(path.join(dir, 'shop.lock'), '');
    lockDataDir(dir)();
  });

  it('names a folder under the working directory as people type it', () => {
    expect(displayPath(path.resolve('data'))).toBe(`.${path.sep}data`);
    expect(displayPath('/srv/shop')).toBe('/srv/shop');
  });
});
