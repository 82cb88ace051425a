import path from 'node:path';
import { app, safeStorage } from 'electron';
import { encryptedFileApiKeyStore, type ApiKeyStore, type StringCipher } from '../core/services/apiKey';

/**
 * The Anthropic API key in the app: encrypted with Electron's safeStorage (the OS keychain:
 * Keychain on macOS, DPAPI on Windows, libsecret/KWallet on Linux) in a file of its own under
 * userData — never in SQLite, so backups, exports and the database never hold it. On Linux
 * without a keyring safeStorage falls back to `basic_text`; Settings shows a warning then
 * (see apiKeyStatus).
 */
function safeStorageCipher(): StringCipher {
  return {
    isEncryptionAvailable: () => safeStorage.isEncryptionAvailable(),
    encryptString: (plain) => safeStorage.encryptString(plain),
    decryptString: (encrypted) => safeStorage.decryptString(encrypted),
    backendName: () => {
      if (process.platform === 'darwin') return 'keychain';
      if (process.platform === 'win32') return 'dpapi';
      // Only defined on Linux, and only meaningful once the app is ready.
      return safeStorage.getSelectedStorageBackend?.() ?? 'unknown';
    },
  };
}

/** Call after `app.whenReady()`: safeStorage is not usable before. */
export function appApiKeyStore(): ApiKeyStore {
  return encryptedFileApiKeyStore(path.join(app.getPath('userData'), 'anthropic-key.bin'), safeStorageCipher());
}

/** The local endpoint's optional key, in a file of its own beside the Anthropic key. */
export function appLocalKeyStore(): ApiKeyStore {
  return encryptedFileApiKeyStore(path.join(app.getPath('userData'), 'local-endpoint-key.bin'), safeStorageCipher());
}

/** The embedding endpoint's optional key (an OpenAI-compatible service), in a file of its own. */
export function appEmbeddingKeyStore(): ApiKeyStore {
  return encryptedFileApiKeyStore(
    path.join(app.getPath('userData'), 'embedding-endpoint-key.bin'),
    safeStorageCipher(),
  );
}
