// Temp files in the data folder carry the id of the process writing them; a file whose writer is
// gone was abandoned by a kill and can be removed.

/** Whether a process with this id is running (one owned by another user counts). */
export function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
