/**
 * A model description as the hub's API answers `GET /api/models/{id}/revision/{rev}?blobs=true`
 * (https://huggingface.co/docs/hub/api): `siblings` with `rfilename`, `size` and, for LFS files,
 * `lfs.size` (the pointer's `size` is then the pointer file's). Sizes made up for the test.
 */
export const HUB_MODEL_INFO = {
  id: 'Xenova/texify',
  sha: '0123456789abcdef0123456789abcdef01234567',
  siblings: [
    { rfilename: '.gitattributes', size: 1519 },
    { rfilename: 'README.md', size: 410 },
    { rfilename: 'config.json', size: 5_210 },
    { rfilename: 'generation_config.json', size: 210 },
    { rfilename: 'preprocessor_config.json', size: 548 },
    { rfilename: 'tokenizer.json', size: 2_140_000, lfs: { size: 2_140_000, sha256: 'a'.repeat(64), pointerSize: 133 } },
    { rfilename: 'tokenizer_config.json', size: 1_100 },
    { rfilename: 'onnx/encoder_model.onnx', size: 133, lfs: { size: 350_000_000, sha256: 'b'.repeat(64), pointerSize: 133 } },
    { rfilename: 'onnx/encoder_model_quantized.onnx', size: 134, lfs: { size: 90_000_000, sha256: 'c'.repeat(64), pointerSize: 134 } },
    { rfilename: 'onnx/decoder_model_merged_quantized.onnx', size: 134, lfs: { size: 60_000_000, sha256: 'd'.repeat(64), pointerSize: 134 } },
  ],
};
