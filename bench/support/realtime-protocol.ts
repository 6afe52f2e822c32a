// What the realtime benchmark and its server process (realtime-server.ts) say to each other over IPC.

/** An order placed for the bench: diner is the index into ServerReady.diners. */
export interface BenchOrder {
  orderId: string;
  diner: number;
  orderType: 'Pickup' | 'Delivery';
}

export interface ServerReady {
  type: 'ready';
  url: string;
  /** The Host header that names the bench restaurant. */
  host: string;
  database: 'pglite' | 'postgres';
  /** The throwaway database's name (PostgreSQL), for a last-resort drop if the server must be killed. */
  databaseName: string;
  /** Why the database is not the one asked for, or ''. */
  note: string;
  ownerToken: string;
  diners: { userId: string; token: string }[];
  orders: BenchOrder[];
}

/** The server process's use of the machine since the last { type: 'window' }. */
export interface ServerStats {
  wallMs: number;
  cpuMs: number;
  eventLoopUtilization: number;
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
  rssMb: number;
  heapUsedMb: number;
  /** Engine.IO connections the server holds now. */
  engineClients: number;
  /**
   * Each order.status_changed as the server published it (after the commit; this subscriber runs
   * right after the realtime processor's emit), at performance.timeOrigin + performance.now().
   */
  published: { orderId: string; status: string; at: number }[];
}

export type ServerMessage = ServerReady | { type: 'stats'; stats: ServerStats };
/** 'window' starts a measuring window; 'stats' asks for the figures since. */
export type ParentMessage = { type: 'window' } | { type: 'stats' };

/** The staff moves that walk each order type from Pending Confirmation to its end. */
export const WORKFLOW: Record<BenchOrder['orderType'], readonly string[]> = {
  Pickup: ['Confirmed', 'Preparing', 'Ready for Pickup', 'Completed'],
  Delivery: ['Confirmed', 'Preparing', 'Out for Delivery', 'Delivered'],
};
