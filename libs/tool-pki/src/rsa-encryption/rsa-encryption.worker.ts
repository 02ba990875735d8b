// The RSA encryption tool's worker: encryption, decryption (node-forge's RSA and PBKDF2 can take
// hundreds of milliseconds with a 4096-bit or encrypted key) and key generation, off the page's thread.
import { serveJobs } from './job-worker.js';
import { generateRsaEncryptionTestKeys, rsaDecrypt, rsaEncrypt } from './rsa-encryption.js';

serveJobs({ encrypt: rsaEncrypt, decrypt: rsaDecrypt, generate: generateRsaEncryptionTestKeys });
