// What bench/catalog-bench.mjs measures and the goals it checks (issue 13).
//
// Each scenario: `name` (what BENCH_ONLY picks), `label`, the request (`path`, or `nextPath`: a
// maker of a path per request from a random source), `bare` when the bare server has the same
// route (it is then measured there too), `ref` (the bare scenario it is compared with), `admin`
// (sent with the admin's token), `skipOn404` (a route that may not exist yet), `kind` (which goals
// apply) and `ratio` (the 10,000-product goal: ours ≥ ratio × reference req/s). The dashboard's
// order list has no reference and no goal: orders are not products.

const list = (query) => `/api/product/getAllProducts?${new URLSearchParams(query)}`;
const facets = (query) => `/api/product/getProductFacets?${new URLSearchParams(query)}`;

/**
 * `state`: the seeded catalog (`categoryId` of the fullest category, `activeIds`, `searchTerms`:
 * the words of its product names).
 */
export function scenariosFor(state) {
  const terms = state.searchTerms ?? ['samsung'];
  const ids = state.activeIds;
  const pages = Math.max(1, Math.ceil(ids.length / 20));
  return [
    {
      name: 'list-page-1',
      label: 'newest, page 1 of 20',
      path: list({ pageNumber: 1, pageSize: 20 }),
      bare: true,
      ref: 'list-page-1',
      kind: 'list',
      ratio: 1.0,
    },
    {
      name: 'random-page',
      label: `newest, a random page of 1..${pages}`,
      nextPath: (random) => () =>
        list({ pageNumber: 1 + Math.floor(random() * pages), pageSize: 20 }),
      bare: true,
      ref: 'list-page-1',
      kind: 'list',
      ratio: 0.8,
    },
    {
      name: 'category-price',
      label: `category ${state.categoryId}, cheapest first`,
      path: list({
        pageSize: 20,
        categoryId: state.categoryId,
        sortBy: 'price',
        sortDirection: 'asc',
      }),
      bare: true,
      ref: 'list-page-1',
      kind: 'list',
      ratio: 0.8,
    },
    {
      name: 'price-best-selling',
      label: '50–500 SAR, best selling',
      path: list({ pageSize: 20, minPrice: 50, maxPrice: 500, sortBy: 'bestSelling' }),
      bare: true,
      ref: 'list-page-1',
      kind: 'list',
      ratio: 0.8,
    },
    ...[
      ['search-en', 'samsung phone'],
      ['search-ar', 'سامسونج'],
      ['search-typo', 'samsng'],
    ].map(([name, search]) => ({
      name,
      label: `search "${search}"`,
      path: list({ pageSize: 20, search }),
      bare: true,
      ref: 'list-page-1',
      kind: 'search',
      ratio: 0.5,
    })),
    {
      // A shop's searches are many terms, not one: each request one of the catalog's own words
      // (as shoppers type them), so the catalog cache (apps/api catalog-cache.ts) holds each term
      // only after its first search. Figures only: the goals are the fixed terms'. With
      // CATALOG_CACHE_SECONDS=0 in the environment every search is read afresh.
      name: 'search-many',
      label: `search, one of ${terms.length} catalog words at random`,
      nextPath: (random) => () =>
        list({
          pageSize: 20,
          search: terms[Math.floor(random() * terms.length)],
        }),
      bare: true,
      ref: 'list-page-1',
      kind: 'search-many',
    },
    {
      // What the storefront header's combobox sends while typing (use-product-suggestions.ts).
      name: 'suggestions',
      label: 'header suggestions "sams", 5',
      path: list({ search: 'sams', pageSize: 5 }),
      bare: true,
      ref: 'list-page-1',
      kind: 'search',
      // "As fast as the list": held to the other lists' bar.
      ratio: 0.8,
    },
    {
      name: 'facets-search',
      label: 'filter counts for "samsung"',
      path: facets({ search: 'samsung' }),
      ref: 'list-page-1',
      kind: 'facets',
      ratio: 0.5,
      skipOn404: true,
    },
    {
      name: 'facets-category',
      label: `filter counts in category ${state.categoryId}`,
      path: facets({ categoryId: state.categoryId }),
      ref: 'list-page-1',
      kind: 'facets',
      ratio: 0.5,
      skipOn404: true,
    },
    {
      name: 'detail',
      label: `one product by id (random of ${ids.length} active)`,
      nextPath: (random) => () =>
        `/api/product/getProductById/${ids[Math.floor(random() * ids.length)]}`,
      bare: true,
      ref: 'detail',
      kind: 'detail',
      ratio: 0.8,
    },
    {
      name: 'admin-products',
      label: "dashboard's product list, page 1 of 10",
      path: '/api/adminProduct/getAllProductDetailsForAdmin?pageNumber=1&pageSize=10',
      admin: true,
      ref: 'list-page-1',
      kind: 'list',
      ratio: 0.8,
    },
    {
      // Orders are not products: figures only, no goal.
      name: 'admin-orders',
      label: "dashboard's order list, page 1 of 10",
      path: '/api/AdminOrder/GetAllOrders?pageNumber=1&pageSize=10',
      admin: true,
      kind: 'orders',
    },
  ];
}

const mark = (ok) => (ok ? '✓' : '✗');
const fixed = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '—');

/**
 * The goals as lines, from each size's rows and memory: the ratios at up to 10,000 products, the
 * latencies at 100,000 or more, the memory budgets at every size.
 */
export function goalLines(results, { connections }) {
  const lines = ['| goal | measured | met |', '| --- | --- | :-: |'];
  for (const { size, rows, memory } of results) {
    const refOf = (name) => rows.find((r) => r.scenario.name === name)?.bare;
    for (const { scenario, ours, skipped } of rows) {
      if (skipped && scenario.kind !== 'orders')
        lines.push(
          `| ${size}: ${scenario.name} | ${skipped.text} | ${skipped.failed ? '✗' : '—'} |`,
        );
      if (!ours) continue;
      // Fast failures are not speed: any error or non-2xx answer fails the scenario's goals.
      const met = (ok) => mark(ok && ours.bad === 0);
      const errors = ours.bad ? `, ${ours.bad} non-2xx/errors` : '';
      const reference = refOf(scenario.ref);
      if (size <= 10_000 && scenario.ratio && reference) {
        // No answer from the reference (0 req/s) leaves nothing to compare with: not met.
        const ratio = reference.rps > 0 ? ours.rps / reference.rps : NaN;
        const against = scenario.ref === 'detail' ? 'bare detail' : 'bare list page 1';
        lines.push(
          `| ${size}: ${scenario.name} ≥ ${scenario.ratio.toFixed(1)}× ${against} | ` +
            `${fixed(ratio, 2)}× (${ours.rps.toFixed(0)} / ${reference.rps.toFixed(0)} req/s${errors}) | ${met(ratio >= scenario.ratio)} |`,
        );
      }
      if (size >= 100_000 && ['list', 'search', 'facets'].includes(scenario.kind)) {
        lines.push(
          `| ${size}: ${scenario.name} p99 ≤ 100 ms at ${connections} connections | ` +
            `${fixed(ours.p99)} ms${errors} | ${met(ours.p99 <= 100)} |`,
        );
        const budget = { list: 5, search: 10 }[scenario.kind];
        if (budget)
          lines.push(
            `| ${size}: ${scenario.name} alone p50 ≤ ${budget} ms | ${fixed(ours.alone)} ms | ` +
              `${met(ours.alone <= budget)} |`,
          );
      }
    }
    lines.push(
      `| ${size}: our server ≤ 150 MB at rest | ${memory.rest.ours.toFixed(0)} MB (bare ${memory.rest.bare.toFixed(0)}) | ${mark(memory.rest.ours <= 150)} |`,
      `| ${size}: our server ≤ 250 MB under load | ${memory.peak.ours.toFixed(0)} MB (bare ${memory.peak.bare.toFixed(0)}) | ${mark(memory.peak.ours <= 250)} |`,
    );
  }
  return lines;
}
