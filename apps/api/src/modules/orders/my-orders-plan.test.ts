/**
 * GET /orders/my-orders for a diner with a long history (issue 24, finding 15): whatever the sort,
 * a page reads about a page of rows from an index, never the whole history (EXPLAIN ANALYZE's
 * row counts: no timing), so a heavy account's pages cost what a light one's do.
 */
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { ORDER_STATUSES, myOrdersResponse } from "@platter/domain";
import { API_PREFIX } from "../../app.ts";
import { orders } from "../../db/schema.ts";
import { registerDiner, type Session } from "../../test/auth.ts";
import {
  loadStorefront,
  placeOrderAs,
  type Storefront,
} from "../../test/orders.ts";
import { describeEachDatabase, type TestApp } from "../../test/test-app.ts";
import { dinersOrdersPage, type OrderListOptions } from "./list-queries.ts";

const HOST = "localhost";
const HISTORY = 1500;
const PAGE = 10;

interface PlanNode {
  "Node Type": string;
  "Index Name"?: string;
  "Actual Rows"?: number;
  Plans?: PlanNode[];
}

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

describeEachDatabase(
  "a diner with 1,500 orders: history pages",
  (t: TestApp) => {
    let gf: Storefront;
    let heavy: Session;
    let light: Session;

    beforeAll(async () => {
      gf = await loadStorefront(t.app, HOST);
      [heavy, light] = [await registerDiner(t.app), await registerDiner(t.app)];
      const salad = gf.byName("House Salad");
      const template = await placeOrderAs(t.app, gf, heavy, {
        lines: [{ product: salad }],
        orderType: "Pickup",
      });
      await placeOrderAs(t.app, gf, light, {
        lines: [{ product: salad }],
        orderType: "Pickup",
      });
      const [row] = await t.db
        .select()
        .from(orders)
        .where(eq(orders.id, template._id));
      // Copies of the order with 25 different totals and 7 statuses: many ties, as in a real history.
      const statuses = [
        "Pending Confirmation",
        "Confirmed",
        "Preparing",
        "Ready for Pickup",
        "Completed",
        "Cancelled by User",
        "Cancelled by Restaurant",
      ] as const;
      const copies = Array.from({ length: HISTORY - 1 }, (_, i) => ({
        ...row!,
        id: randomUUID(),
        orderNumber: `GF-H${String(i).padStart(6, "0")}`,
        idempotencyKey: null,
        requestHash: null,
        totalMinor: 500 + (i % 25) * 100,
        status: statuses[i % statuses.length]!,
        createdAt: new Date(row!.createdAt.getTime() - (i + 1) * 60_000),
      }));
      for (let i = 0; i < copies.length; i += 500)
        await t.db.insert(orders).values(copies.slice(i, i + 500));
      await t.db.execute(sql`ANALYZE orders`);
    }, 120_000);

    const sorts: [
      OrderListOptions["sortBy"],
      OrderListOptions["sortOrder"],
      string,
    ][] = [
      ["totalAmount", "asc", "orders_diner_total_asc_idx"],
      ["totalAmount", "desc", "orders_diner_total_desc_idx"],
      ["status", "asc", "orders_diner_status_asc_idx"],
      ["status", "desc", "orders_diner_status_desc_idx"],
    ];

    it.each(sorts)(
      "sorted by %s %s, reads one page of rows through %s, not the whole history",
      async (sortBy, sortOrder, index) => {
        const page = dinersOrdersPage(t.db, gf.restaurant._id, heavy.user._id, {
          sortBy,
          sortOrder,
          limit: PAGE,
          offset: 0,
        });
        const result = (await t.db.execute(
          sql`EXPLAIN (ANALYZE, FORMAT JSON) ${page.getSQL()}`,
        )) as unknown as { rows: Record<string, unknown>[] };
        const cell = Object.values(result.rows[0]!)[0];
        const [{ Plan: plan }] = (
          typeof cell === "string" ? JSON.parse(cell) : cell
        ) as [{ Plan: PlanNode }];
        const nodes = nodesOf(plan);
        expect(
          nodes.map((node) => node["Index Name"]).filter(Boolean),
          JSON.stringify(plan),
        ).toContain(index);
        expect(nodes.map((node) => node["Node Type"])).not.toContain("Sort");
        // Every node handles about a page of rows (the index scan stops at the limit), not 1,500.
        expect(
          Math.max(...nodes.map((node) => node["Actual Rows"] ?? 0)),
        ).toBeLessThanOrEqual(PAGE + 1);
      },
    );

    it("answers the same pages as sorting the whole history would (newest first among equals)", async () => {
      for (const [sortBy, sortOrder] of sorts) {
        const res = await t.app.inject({
          url: `${API_PREFIX}/orders/my-orders?sortBy=${sortBy}&sortOrder=${sortOrder}&limit=${PAGE}&page=3`,
          headers: { host: HOST, ...heavy.headers },
        });
        const { orders: shown, totalOrders } = myOrdersResponse.parse(
          res.json(),
        ).data;
        expect(totalOrders).toBe(HISTORY);
        const all = await t.db
          .select({
            id: orders.id,
            total: orders.totalMinor,
            status: orders.status,
            createdAt: orders.createdAt,
          })
          .from(orders)
          .where(eq(orders.userId, heavy.user._id));
        const rank = (o: (typeof all)[number]) =>
          sortBy === "totalAmount" ? o.total : ORDER_STATUSES.indexOf(o.status);
        const sign = sortOrder === "asc" ? 1 : -1;
        all.sort(
          (a, b) =>
            sign * (rank(a) - rank(b)) ||
            b.createdAt.getTime() - a.createdAt.getTime() ||
            (a.id < b.id ? 1 : -1),
        );
        expect(
          shown.map((o) => o._id),
          `${sortBy} ${sortOrder}`,
        ).toEqual(all.slice(2 * PAGE, 3 * PAGE).map((o) => o.id));
      }
      // The light diner's history is their own.
      const theirs = await t.app.inject({
        url: `${API_PREFIX}/orders/my-orders?sortBy=totalAmount`,
        headers: { host: HOST, ...light.headers },
      });
      expect(myOrdersResponse.parse(theirs.json()).data.totalOrders).toBe(1);
    });
  },
  { clock: () => new Date("2026-06-02T13:00:00Z") },
);
