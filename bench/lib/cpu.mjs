// CPU seconds a server and its PostgreSQL backends spend on a workload, read from /proc: on a
// shared machine, throughput depends on what else runs, but the CPU a workload costs does not
// (much), so "orders per CPU-second" says what one free core would sustain.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { serverPid } from './server.mjs';

const TICKS = 100; // USER_HZ on Linux

function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS; // utime + stime
  } catch {
    return 0; // the process ended: its time is lost, which only underestimates the cost
  }
}

async function backendPids(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}

/**
 * Runs `work`; answers its result and the CPU seconds of the server and PostgreSQL's backends
 * together (`cpu`) and of the server alone (`node`).
 */
export async function measureCpu(startPid, databaseUrl, work) {
  const server = serverPid(startPid);
  const pids = async () => [server, ...(databaseUrl ? await backendPids(databaseUrl) : [])];
  const before = new Map((await pids()).map((pid) => [pid, cpuSeconds(pid)]));
  const result = await work();
  let cpu = 0;
  for (const pid of new Set([...before.keys(), ...(await pids())])) {
    cpu += cpuSeconds(pid) - (before.get(pid) ?? 0);
  }
  // The server's own part (Node), apart from its database's.
  const node = cpuSeconds(server) - (before.get(server) ?? 0);
  return { result, cpu, node };
}
