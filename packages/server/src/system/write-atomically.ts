import fs from 'node:fs';
import path from 'node:path';

/** Writes `data` in place of `file` all at once (a temporary file, then a rename): a reader never sees half of it. */
export async function writeAtomically(file: string, data: Buffer): Promise<void> {
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    await fs.promises.writeFile(temporary, data);
    await fs.promises.rename(temporary, file);
  } catch (error) {
    await fs.promises.rm(temporary, { force: true });
    throw error;
  }
}
