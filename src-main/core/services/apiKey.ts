import fs from 'node:fs';
import path from 'node:path';
import type { ApiKeyStatus } from '../../../src-shared/chatTurn';

/**
 * Where the Anthropic API key lives. Never in SQLite, a log, an export or anything sent to the
 * renderer: the app keeps it encrypted by the OS (Electron safeStorage) in a file of its own,
 * the CLI reads ANTHROPIC_API_KEY. Only `get()` returns the key, and only main calls it.
 */
export interface ApiKeyStore {
  get(): string | null;
  set(key: string): void;
  clear(): void;
  /** How the key is kept: the backend's name and whether it is actually protected. */
  backend(): { name: string; secure: boolean; writable: boolean };
}

export class ApiKeyStoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ApiKeyStoreError';
  }
}

/** The CLI's store: the environment, read-only (QUIRE_LOCAL_API_KEY for the local endpoint's key). */
export function envApiKeyStore(env: NodeJS.ProcessEnv, name = 'ANTHROPIC_API_KEY'): ApiKeyStore {
  return {
    get: () => env[name]?.trim() || null,
    set: () => {
      throw new ApiKeyStoreError(`The command line reads the key from ${name}; set it in your shell instead.`);
    },
    clear: () => {
      throw new ApiKeyStoreError(`The command line reads the key from ${name}; unset it in your shell instead.`);
    },
    backend: () => ({ name: 'environment', secure: true, writable: false }),
  };
}

/** The slice of Electron's safeStorage the file store needs (structural, so core stays Electron-free). */
export interface StringCipher {
  isEncryptionAvailable(): boolean;
  encryptString(plain: string): Buffer;
  decryptString(encrypted: Buffer): string;
  /** Linux: 'basic_text' | 'gnome_libsecret' | 'kwallet*' | 'unknown'; other systems name their keychain. */
  backendName(): string;
}

// On Linux without a keyring, Chromium "encrypts" with a hard-coded password: readable by anyone
// who can read the file.
const INSECURE_BACKENDS = new Set(['basic_text', 'unknown']);

/**
 * The app's store: the key encrypted by the OS keychain in `<userData>/anthropic-key.bin`
 * (owner-only permissions, written atomically). Decrypted once and kept in memory.
 */
export function encryptedFileApiKeyStore(file: string, cipher: StringCipher): ApiKeyStore {
  let cached: string | null | undefined;
  return {
    get() {
      if (cached !== undefined) return cached;
      try {
        cached = fs.existsSync(file) ? cipher.decryptString(fs.readFileSync(file)) || null : null;
      } catch {
        // A file encrypted under another OS account or keyring cannot be read: treat as not set.
        cached = null;
      }
      return cached;
    },
    set(key: string) {
      if (!cipher.isEncryptionAvailable()) {
        throw new ApiKeyStoreError(
          'This system offers no way to store the key encrypted. Set ANTHROPIC_API_KEY and use the command line, or use a local model.',
        );
      }
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const tmp = `${file}.tmp`;
      fs.writeFileSync(tmp, cipher.encryptString(key), { mode: 0o600 });
      fs.renameSync(tmp, file);
      cached = key;
    },
    clear() {
      fs.rmSync(file, { force: true });
      cached = null;
    },
    backend() {
      const name = cipher.backendName();
      return {
        name,
        secure: cipher.isEncryptionAvailable() && !INSECURE_BACKENDS.has(name),
        writable: cipher.isEncryptionAvailable(),
      };
    },
  };
}

/** What Settings may show: set or not, and how it is kept — never the key. */
export function apiKeyStatus(store: ApiKeyStore): ApiKeyStatus {
  const b = store.backend();
  let warning: string | null = null;
  if (!b.writable && b.name !== 'environment') {
    warning = 'This system offers no encrypted storage; the key cannot be saved in the app.';
  } else if (!b.secure) {
    warning =
      `Your system keyring is not available (storage backend “${b.name}”), so the key is only obfuscated on disk, ` +
      'not encrypted. Install and unlock a keyring (GNOME Keyring or KWallet) for real protection.';
  }
  return { status: store.get() ? 'set' : 'not set', backend: b.name, secure: b.secure, warning };
}

/** A store over a plain getter (tests, embedders): readable, not changeable from Settings. */
export function getterApiKeyStore(get: () => string | null): ApiKeyStore {
  const refuse = () => {
    throw new ApiKeyStoreError('The API key is provided by the environment here and cannot be changed from Settings.');
  };
  return { get, set: refuse, clear: refuse, backend: () => ({ name: 'environment', secure: true, writable: false }) };
}
