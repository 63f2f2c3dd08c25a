import fs from 'node:fs';
import path from 'node:path';
import { fieldError } from './app-error.ts';

const LIST = path.join(import.meta.dirname, 'common-passwords', 'common-passwords.txt');

let common: Set<string> | undefined;

/** The bundled list (see common-passwords/README.md), read once on first use. */
function commonPasswords(): Set<string> {
  common ??= new Set(
    fs
      .readFileSync(LIST, 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return common;
}

/** Whether a password is among the most common ones, in any letter case ("PassWord1" too). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/**
 * Refuses a common password as a 400 under its form field, shaped like the schema's own failures.
 * Called before anything is written, so a refused password changes nothing.
 */
export function refuseCommonPassword(field: string, password: string): void {
  if (isCommonPassword(password)) throw fieldError(field, 'auth.passwordCommon');
}
