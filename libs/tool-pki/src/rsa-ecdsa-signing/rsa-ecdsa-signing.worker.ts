// The signing tool's worker: signing, verifying (node-forge's PBKDF2 for an encrypted key, MD5 RSA
// signatures) and key generation, off the page's thread.
import { serveJobs } from '../rsa-encryption/job-worker.js';
import { generateSigningKeyPair, signMessage, verifySignature } from './rsa-ecdsa-signing.js';

serveJobs({ sign: signMessage, verify: verifySignature, generate: generateSigningKeyPair });
