/**
 * Printers in the back office (/staff/settings/printers): who may read and change them, the
 * addresses the server will connect to (the printer address rule: every spelling of a refused
 * address is 400 PRINTER_ADDRESS_NOT_ALLOWED; names through a stub resolver), at most 5, unique
 * names, the stale edit and the audit entry.
 */
import { API_PREFIX } from "../../app.ts";
import { beforeAll, expect, it } from "vitest";
import {
  apiErrorSchema,
  auditLogResponse,
  printersSettingsResponse,
  type Printer,
} from "@platter/domain";
import type { ResolveHost } from "../printing/address-rule.ts";
import { registerStaff, type Session } from "../../test/auth.ts";
import { callAs, TASCA_HOST } from "../../test/menu-editor.ts";
import { loadStorefront } from "../../test/orders.ts";
import { describeEachDatabase } from "../../test/test-app.ts";

/** The restaurant's network as the stub resolver answers; any other name is not found. */
const DNS: Record<string, string[]> = {
  "pass-printer.local": ["192.168.1.51"],
  "kitchen-printer": ["10.0.0.8"],
  "evil.example": ["127.0.0.1"],
  "rebind.example": ["192.168.1.52", "169.254.169.254"],
  "v6.example": ["::1"],
};
const resolve: ResolveHost = async (host) => {
  const answer = DNS[host];
  if (!answer) throw new Error(`getaddrinfo ENOTFOUND ${host}`);
  return answer.map((address) => ({
    address,
    family: address.includes(":") ? 6 : 4,
  }));
};
/** The server: its names (its /etc/hosts) and the compose network it shares with its database. */
const deployment = {
  names: ["platter-api", "runsc"],
  networks: ["172.18.0.4/16", "127.0.0.1/8", "::1/128"],
};

const kitchen: Printer = {
  name: "Kitchen",
  host: "192.168.1.50",
  port: 9100,
  paperWidth: 80,
  autoPrint: true,
  tickets: ["kitchen"],
};
const pass: Printer = {
  name: "Pass",
  host: "pass-printer.local",
  port: 9101,
  paperWidth: 58,
  autoPrint: false,
  tickets: ["packing", "kitchen"],
};

describeEachDatabase(
  "printers (/staff/settings/printers)",
  (t) => {
    let manager: Session;
    let owner: Session;
    let staff: Session;
    beforeAll(async () => {
      const gf = await loadStorefront(t.app, "localhost");
      manager = await registerStaff(t.app, t.db, gf.restaurant._id, "Manager");
      owner = await registerStaff(t.app, t.db, gf.restaurant._id, "Owner");
      staff = await registerStaff(t.app, t.db, gf.restaurant._id, "Staff");
    });
    const read = async (who: Session) =>
      printersSettingsResponse.parse(
        (await callAs(t.app, who, "GET", "/staff/settings/printers")).json(),
      ).data;

    it("a manager adds two printers, edits one and removes the other, each on its version; audited; a stale edit is refused", async () => {
      const first = await read(manager);
      expect(first.settings).toEqual({ printers: [] });
      const added = await callAs(
        t.app,
        manager,
        "PUT",
        "/staff/settings/printers",
        { version: first.stamp.version, printers: [kitchen, pass] },
      );
      expect(added.statusCode, added.body).toBe(200);
      const second = printersSettingsResponse.parse(added.json()).data;
      expect(second.settings.printers).toEqual([kitchen, pass]);
      const edited = await callAs(
        t.app,
        owner,
        "PUT",
        "/staff/settings/printers",
        {
          version: second.stamp.version,
          printers: [{ ...kitchen, host: "10.0.0.7", paperWidth: 58 }],
        },
      );
      expect(edited.statusCode, edited.body).toBe(200);
      expect((await read(owner)).settings.printers).toEqual([
        { ...kitchen, host: "10.0.0.7", paperWidth: 58 },
      ]);
      const stale = await callAs(
        t.app,
        manager,
        "PUT",
        "/staff/settings/printers",
        { version: second.stamp.version, printers: [] },
      );
      expect(stale.statusCode).toBe(409);
      const audit = auditLogResponse.parse(
        (await callAs(t.app, owner, "GET", "/staff/audit")).json(),
      ).data.entries;
      expect(
        audit.filter((e) => e.entity === "printers").map((e) => e.action),
      ).toEqual(["updated", "updated"]);
    });

    it.each(
      ["port 0", "port 70000", "paper 70 mm"].map(
        (what, i) =>
          [
            what,
            [
              { ...kitchen, port: 0 },
              { ...kitchen, port: 70000 },
              { ...kitchen, paperWidth: 70 },
            ][i],
            ["must be 1–65535", "must be 1–65535", "must be 58 or 80 (mm)"][i],
          ] as const,
      ),
    )(
      "refuses %s with a message a person can act on",
      async (_what, printer, message) => {
        const { stamp } = await read(manager);
        const bad = await callAs(
          t.app,
          manager,
          "PUT",
          "/staff/settings/printers",
          { version: stamp.version, printers: [printer] },
        );
        expect(bad.statusCode).toBe(400);
        expect(apiErrorSchema.parse(bad.json()).message).toContain(message);
      },
    );

    it("refuses every spelling of an address the server may not connect to: 400 PRINTER_ADDRESS_NOT_ALLOWED on the host, nothing saved", async () => {
      const { stamp } = await read(owner);
      const hosts = [
        ...[
          "localhost",
          "LocalHost.",
          "ip6-localhost",
          "::1",
          "[::1]",
          "::ffff:127.0.0.1",
          "::ffff:7f00:1",
          "127.0.0.1",
          "127.1",
          "2130706433",
          "0x7f000001",
          "017700000001",
        ],
        ...[
          "0.0.0.0",
          "255.255.255.255",
          "224.0.0.1",
          "169.254.169.254",
          "0xa9fea9fe",
          "fe80::1",
          "::ffff:169.254.169.254",
          "8.8.8.8",
          "100.100.100.200",
        ],
        ...[
          "010.0.0.1",
          "172.016.0.1",
          "metadata",
          "metadata.google.internal",
          "instance-data",
          "redis",
          "postgres",
          "host.docker.internal",
        ],
        ...[
          "platter-api",
          "runsc",
          "172.18.0.9",
          "evil.example",
          "rebind.example",
          "v6.example",
          "printer.example.com",
          "fd00::1",
        ],
      ];
      const answers = await Promise.all(
        hosts.map((host) =>
          callAs(t.app, owner, "PUT", "/staff/settings/printers", {
            version: stamp.version,
            printers: [pass, { ...kitchen, host }],
          }),
        ),
      );
      const seen = answers.map((answer, i) => {
        const body = apiErrorSchema.parse(answer.json());
        return [
          hosts[i],
          answer.statusCode,
          body.code,
          body.errors?.[0]?.field,
        ];
      });
      expect(seen).toEqual(
        hosts.map((host) => [
          host,
          400,
          "PRINTER_ADDRESS_NOT_ALLOWED",
          "printers.1.host",
        ]),
      );
      expect((await read(owner)).stamp.version).toBe(stamp.version);
    });

    it("says why in the restaurant’s language, naming the address as typed", async () => {
      const tasca = await loadStorefront(t.app, TASCA_HOST);
      const tascaOwner = await registerStaff(
        t.app,
        t.db,
        tasca.restaurant._id,
        "Owner",
      );
      const { stamp } = printersSettingsResponse.parse(
        (
          await callAs(
            t.app,
            tascaOwner,
            "GET",
            "/staff/settings/printers",
            undefined,
            TASCA_HOST,
          )
        ).json(),
      ).data;
      const put = (host: string, language: string) =>
        t.app.inject({
          method: "PUT",
          url: `${API_PREFIX}/staff/settings/printers`,
          headers: {
            host: TASCA_HOST,
            "accept-language": language,
            ...tascaOwner.headers,
          },
          payload: { version: stamp.version, printers: [{ ...kitchen, host }] },
        });
      expect(
        apiErrorSchema.parse((await put("0x7f000001", "pt-PT")).json()).message,
      ).toBe(
        "0x7f000001 não está escrito como um endereço IP que o servidor aceite: escreva-o como quatro números de 0 a 255, sem zeros à esquerda, como 192.168.1.50.",
      );
      const english = apiErrorSchema.parse(
        (await put("metadata", "en-GB")).json(),
      );
      expect(english.message).toMatch(
        /^metadata is not a printer address the server may use: give the printer’s private address/,
      );
      expect(english.errors).toEqual([
        { field: "printers.0.host", message: english.message },
      ]);
      expect(
        apiErrorSchema.parse((await put("metadata", "pt-PT")).json()).message,
      ).toMatch(
        /^metadata não é um endereço de impressora que o servidor possa usar/,
      );
    });

    it("refuses a sixth printer and two of one name; Staff may neither read nor change them", async () => {
      const { stamp } = await read(manager);
      const six = Array.from({ length: 6 }, (_, i) => ({
        ...kitchen,
        name: `Printer ${i + 1}`,
      }));
      const many = await callAs(
        t.app,
        manager,
        "PUT",
        "/staff/settings/printers",
        { version: stamp.version, printers: six },
      );
      expect(many.statusCode).toBe(400);
      expect(apiErrorSchema.parse(many.json()).message).toContain(
        "At most 5 printers.",
      );
      const twins = await callAs(
        t.app,
        manager,
        "PUT",
        "/staff/settings/printers",
        {
          version: stamp.version,
          printers: [kitchen, { ...pass, name: "kitchen" }],
        },
      );
      expect(apiErrorSchema.parse(twins.json()).message).toContain(
        "Each printer has its own name.",
      );
      expect(
        (await callAs(t.app, staff, "GET", "/staff/settings/printers"))
          .statusCode,
      ).toBe(403);
      expect(
        (
          await callAs(t.app, staff, "PUT", "/staff/settings/printers", {
            version: stamp.version,
            printers: [],
          })
        ).statusCode,
      ).toBe(403);
    });
  },
  { printerNetwork: { resolve, deployment } },
);
