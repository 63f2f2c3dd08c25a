// Fills the bench database with a catalog of realistic size: N products (10,000 by default) made by
// one INSERT … SELECT over generate_series, on top of the demo brands and categories the server
// seeded. Names and descriptions in both languages come from a small vocabulary per category, with
// the category's own brands; prices are spread log-uniformly over the category's price range; about
// a third carry a discount (percentage or fixed; most running now, some expired or not yet started);
// stock, sales and age vary, and 5% are inactive; a third have sizes and colours (3–6 variants).
// `setseed` makes every run's catalog the same.

/** Per demo category (by English name): its brands, product nouns (en/ar) and price range in SAR. */
const VOCABULARY = [
  {
    category: 'Electronics',
    brands: ['Samsung', 'Apple', 'Huawei', 'Philips'],
    min: 99,
    max: 7999,
    en: ['Smart TV', 'Wireless Earbuds', 'Laptop', 'Tablet', 'Smart Watch', 'Bluetooth Speaker'],
    ar: ['تلفاز ذكي', 'سماعات لاسلكية', 'حاسوب محمول', 'جهاز لوحي', 'ساعة ذكية', 'مكبر صوت بلوتوث'],
  },
  {
    category: 'Mobile Phones',
    brands: ['Samsung', 'Apple', 'Huawei'],
    min: 29,
    max: 5999,
    en: ['Smartphone', 'Phone Case', 'Fast Charger', 'Power Bank', 'Screen Protector'],
    ar: ['هاتف ذكي', 'غطاء جوال', 'شاحن سريع', 'شاحن متنقل', 'واقي شاشة'],
  },
  {
    category: 'Home & Kitchen',
    brands: ['IKEA', 'Philips'],
    min: 19,
    max: 899,
    en: ['Cookware Set', 'Knife Set', 'Coffee Mug', 'Storage Box', 'Dinner Plate Set'],
    ar: ['طقم أواني طبخ', 'طقم سكاكين', 'كوب قهوة', 'صندوق تخزين', 'طقم صحون'],
  },
  {
    category: 'Groceries',
    brands: ['Al Rabie', 'Almarai', 'Nadec'],
    min: 5,
    max: 150,
    en: ['Basmati Rice 5kg', 'Dates Box', 'Arabic Coffee', 'Olive Oil', 'Orange Juice'],
    ar: ['أرز بسمتي 5 كجم', 'علبة تمر', 'قهوة عربية', 'زيت زيتون', 'عصير برتقال'],
  },
  {
    category: 'Dairy',
    brands: ['Almarai', 'Nadec', 'Saudia Dairy'],
    min: 3,
    max: 60,
    en: ['Fresh Milk', 'Laban', 'Cheddar Cheese', 'Greek Yoghurt', 'Butter'],
    ar: ['حليب طازج', 'لبن', 'جبنة شيدر', 'زبادي يوناني', 'زبدة'],
  },
  {
    category: 'Fashion',
    brands: ['Nike', 'Adidas'],
    min: 39,
    max: 599,
    en: ['Cotton T-Shirt', 'Hoodie', 'Cap', 'Thobe', 'Backpack'],
    ar: ['قميص قطني', 'هودي', 'قبعة', 'ثوب', 'حقيبة ظهر'],
  },
  {
    category: 'Sports',
    brands: ['Nike', 'Adidas'],
    min: 19,
    max: 999,
    en: ['Running Shoes', 'Football', 'Yoga Mat', 'Water Bottle', 'Training Shorts'],
    ar: ['حذاء جري', 'كرة قدم', 'سجادة يوغا', 'قارورة ماء', 'شورت تدريب'],
  },
  {
    category: 'Beauty & Perfume',
    brands: ['Arabian Oud', 'Philips'],
    min: 25,
    max: 1500,
    en: ['Oud Perfume', 'Bakhoor', 'Musk Oil', 'Hair Dryer', 'Body Lotion'],
    ar: ['عطر عود', 'بخور', 'دهن مسك', 'مجفف شعر', 'لوشن للجسم'],
  },
  {
    category: 'Furniture',
    brands: ['IKEA'],
    min: 99,
    max: 4999,
    en: ['Office Chair', 'Bookshelf', 'Coffee Table', 'Sofa Bed', 'Wardrobe'],
    ar: ['كرسي مكتب', 'رف كتب', 'طاولة قهوة', 'كنبة سرير', 'خزانة ملابس'],
  },
  {
    category: 'Appliances',
    brands: ['Samsung', 'Philips'],
    min: 149,
    max: 6999,
    en: ['Air Fryer', 'Washing Machine', 'Refrigerator', 'Vacuum Cleaner', 'Microwave Oven'],
    ar: ['قلاية هوائية', 'غسالة ملابس', 'ثلاجة', 'مكنسة كهربائية', 'فرن ميكروويف'],
  },
];
const ADJECTIVES_EN = ['Classic', 'Premium', 'Pro', 'Lite', 'Plus', 'Max', 'Eco', 'Mini'];
const ADJECTIVES_AR = ['كلاسيك', 'بريميوم', 'برو', 'لايت', 'بلس', 'ماكس', 'إيكو', 'ميني'];
const FALLBACK = { brands: [], min: 10, max: 1000, en: ['Item'], ar: ['منتج'] };

// Categories and brands are the server's seeded ones; a category missing from the vocabulary (or
// with none of its brands present) falls back to generic words and any brand.
const INSERT = `
with vocab as (
  select v->>'category' as category, (v->>'min')::numeric as min_sar, (v->>'max')::numeric as max_sar,
    array(select jsonb_array_elements_text(v->'en')) as nouns_en,
    array(select jsonb_array_elements_text(v->'ar')) as nouns_ar,
    array(select jsonb_array_elements_text(v->'brands')) as brand_names
  from jsonb_array_elements($2::jsonb) v
),
cats as (
  select c.id, c.name_en, c.name_ar, (row_number() over (order by c.id))::int - 1 as k,
    coalesce(vocab.min_sar, $5) as min_sar, coalesce(vocab.max_sar, $6) as max_sar,
    coalesce(vocab.nouns_en, $7::text[]) as nouns_en, coalesce(vocab.nouns_ar, $8::text[]) as nouns_ar,
    coalesce(
      nullif(array(select b.id from brands b where b.name_en = any(vocab.brand_names) order by b.id), '{}'),
      array(select b.id from brands b order by b.id)
    ) as brand_ids
  from categories c left join vocab on vocab.category = c.name_en
),
base as (
  select g, random() as r_brand, random() as r_noun, random() as r_adj, random() as r_price,
    random() as r_stock, random() as r_sold, random() as r_age, random() as r_upd, random() as r_disc,
    random() as r_dval, random() as r_dwin, random() as r_img, random() as r_active
  from generate_series($9::int, $9::int + $1::int - 1) g
),
rows as (
  select base.*, cats.id as category_id, cats.name_en as category_en, cats.name_ar as category_ar,
    b.id as brand_id, b.name_en as brand_en, b.name_ar as brand_ar,
    cats.nouns_en[1 + floor(r_noun * cardinality(cats.nouns_en))::int] as noun_en,
    cats.nouns_ar[1 + floor(r_noun * cardinality(cats.nouns_ar))::int] as noun_ar,
    ($3::text[])[1 + floor(r_adj * cardinality($3::text[]))::int] as adj_en,
    ($4::text[])[1 + floor(r_adj * cardinality($4::text[]))::int] as adj_ar,
    chr(65 + g % 26) || (100 + g % 900)::text as model,
    (floor(cats.min_sar * power(cats.max_sar / cats.min_sar, r_price)) * 100 + 95)::int as price
  from base
  join cats on cats.k = base.g % (select count(*) from cats)
  join brands b on b.id = cats.brand_ids[1 + floor(r_brand * cardinality(cats.brand_ids))::int]
),
aged as (
  select rows.*, now() - r_age * interval '730 days' as created
  from rows
)
insert into products (name_en, name_ar, description_en, description_ar, sku, price_halalas, stock,
  brand_id, category_id, is_active, sold_count, image_urls, discount_type, discount_value_hundredths,
  discount_starts_at, discount_ends_at, created_at, updated_at)
select
  concat_ws(' ', brand_en, adj_en, noun_en, model),
  concat_ws(' ', noun_ar, brand_ar, adj_ar, model),
  format('%s %s by %s, model %s, from our %s range. Ships from Riyadh within two days with a one-year warranty; free returns within 14 days.',
    adj_en, noun_en, brand_en, model, category_en),
  format('%s %s من %s، الموديل %s، من قسم %s. يُشحن من الرياض خلال يومين مع ضمان لمدة سنة، والإرجاع مجاني خلال ١٤ يومًا.',
    noun_ar, adj_ar, brand_ar, model, category_ar),
  'BENCH-' || lpad(g::text, 6, '0'),
  price,
  case when r_stock < 0.08 then 0 when r_stock < 0.2 then 1 + floor(r_stock * 20)::int % 5
    else 5 + floor(r_stock * 500)::int end,
  brand_id,
  category_id,
  r_active >= 0.05,
  floor(power(r_sold, 3) * 5000)::int,
  array(select '/media/products/bench-' || g || '-' || i || '.webp'
    from generate_series(1, 1 + floor(r_img * 3)::int) i),
  case when r_disc < 1.0 / 3 then (case when r_dval < 0.6 then 'Percentage' else 'Fixed' end) end,
  case when r_disc < 1.0 / 3 then (case when r_dval < 0.6 then (5 + floor(r_dval / 0.6 * 46)::int) * 100
    else greatest(100, floor(price * (0.05 + (r_dval - 0.6) / 0.4 * 0.25))::int) end) end,
  -- Whole seconds, as a date the staff enter: the workbook writes milliseconds, so a date with
  -- microseconds would read as changed when an unchanged export is imported back.
  case when r_disc < 1.0 / 3 and r_dwin >= 0.7 then date_trunc('second',
    case when r_dwin < 0.85 then now() - interval '7 days' when r_dwin < 0.95 then now() - interval '60 days'
      else now() + interval '5 days' end) end,
  case when r_disc < 1.0 / 3 and r_dwin >= 0.7 then date_trunc('second',
    case when r_dwin < 0.85 then now() + interval '21 days' when r_dwin < 0.95 then now() - interval '10 days'
      else now() + interval '30 days' end) end,
  created,
  created + r_upd * (now() - created)
from aged`;

/**
 * A third of the products just inserted (every third number) get two options, Size and Colour, and
 * 3, 4 or 6 variants (3 sizes × 1 colour, 2 × 2, 3 × 2), as the staff's save leaves them: the
 * default variant replaced by the combinations, each with its own SKU (`BENCH-000003-M-BLK`),
 * price (a size up costs 10 % more), stock and, for the smallest size of half of them, a GTIN-13
 * barcode. Set-based, one statement per
 * table; the variants' triggers then keep the products' price, stock, SKU, swatches and search
 * terms (migrations 0021, 0024).
 */
const OPTION_STATEMENTS = [
  `insert into product_options (product_id, position, name_en, name_ar, display)
   select p.id, o.position, o.name_en, o.name_ar, o.display
   from products p
   cross join (values (0, 'Size', 'المقاس', 'buttons'), (1, 'Colour', 'اللون', 'swatches'))
     as o(position, name_en, name_ar, display)
   where p.sku like 'BENCH-%' and substr(p.sku, 7, 6)::int between $1 and $2
     and substr(p.sku, 7, 6)::int % 3 = 0
     and not exists (select 1 from product_options x where x.product_id = p.id)`,
  `insert into product_option_values (option_id, position, value_en, value_ar, swatch_hex)
   select o.id, v.position, v.value_en, v.value_ar, v.hex
   from product_options o
   join products p on p.id = o.product_id
   cross join lateral (select (substr(p.sku, 7, 6)::int / 3) % 3 as shape) s
   cross join lateral (
     select * from (values
       (0, 0, 'S', 'صغير', null), (0, 1, 'M', 'وسط', null), (0, 2, 'L', 'كبير', null),
       (1, 0, 'Black', 'أسود', '#111827'), (1, 1, 'White', 'أبيض', '#F8FAFC')
     ) as v(option_position, position, value_en, value_ar, hex)
     where v.option_position = o.position
       and v.position < case when o.position = 0 then (case when s.shape = 1 then 2 else 3 end)
         else (case when s.shape = 0 then 1 else 2 end) end
   ) v
   where p.sku like 'BENCH-%' and substr(p.sku, 7, 6)::int between $1 and $2
     and not exists (select 1 from product_option_values x where x.option_id = o.id)`,
  `insert into product_variants (product_id, sku, barcode, price_halalas, stock, weight_grams,
     is_active, combination)
   select p.id, p.sku || '-' || size.value_en || '-' || upper(left(colour.value_en, 3)),
     case when size.position = 0 and p.id % 2 = 0 then code.digits || (
       select (10 - sum(substr(code.digits, i, 1)::int * (case when i % 2 = 0 then 3 else 1 end)) % 10) % 10
       from generate_series(1, 12) i)::text end,
     (p.price_halalas * (1 + size.position * 0.1))::int, (p.id * 7 + size.position * 3 + colour.position) % 40,
     300 + size.position * 50, true, size.id || '.' || colour.id
   from products p
   join product_options so on so.product_id = p.id and so.position = 0
   join product_options co on co.product_id = p.id and co.position = 1
   join product_option_values size on size.option_id = so.id
   join product_option_values colour on colour.option_id = co.id
   cross join lateral (select '628' || lpad((p.id * 10 + colour.position)::text, 9, '0') as digits) code
   where p.sku like 'BENCH-%' and substr(p.sku, 7, 6)::int between $1 and $2
     and not exists (select 1 from product_variants x where x.product_id = p.id and not x.is_default)
   order by p.id, size.position, colour.position`,
  `insert into product_variant_values (variant_id, option_id, value_id)
   select v.id, ov.option_id, ov.id
   from product_variants v
   join product_option_values ov on ov.id = any (string_to_array(v.combination, '.')::int[])
   join products p on p.id = v.product_id
   where not v.is_default and p.sku like 'BENCH-%' and substr(p.sku, 7, 6)::int between $1 and $2
   on conflict do nothing`,
  `delete from product_variants v using products p
   where v.product_id = p.id and v.is_default and p.sku like 'BENCH-%'
     and substr(p.sku, 7, 6)::int between $1 and $2
     and exists (select 1 from product_options o where o.product_id = p.id)`,
];

/**
 * Inserts `count` products with the given pg client (connected to the bench database), numbered
 * from `first` (so a catalog can be grown: 10,000, then 90,000 more from 10,001), then runs
 * VACUUM ANALYZE. Returns the catalog's state (`catalogState`).
 */
export async function seedProducts(client, count = 10_000, { first = 1 } = {}) {
  // Each batch its own fixed seed: the same catalog every run, without repeating the first batch.
  await client.query('select setseed($1)', [0.42 + (first - 1) / 1e7]);
  const vocabulary = JSON.stringify(VOCABULARY);
  await client.query(INSERT, [
    count,
    vocabulary,
    ADJECTIVES_EN,
    ADJECTIVES_AR,
    FALLBACK.min,
    FALLBACK.max,
    FALLBACK.en,
    FALLBACK.ar,
    first,
  ]);
  for (const statement of OPTION_STATEMENTS) {
    await client.query(statement, [first, first + count - 1]);
    // Each statement joins the rows the one before wrote; without fresh statistics PostgreSQL
    // plans them as the empty tables they were, with nested loops over 100,000 products.
    await client.query(
      'analyze products, product_options, product_option_values, product_variants',
    );
  }
  // What autovacuum would do after so many inserts (the GIN indexes' pending lists included).
  await client.query('vacuum analyze');
  return catalogState(client);
}

/**
 * What the bench needs to know of the catalog: the active ids (for the detail scenario), the id of
 * the most populated category counted with its sub-categories (the category filter's pick) and
 * counts.
 */
export async function catalogState(client) {
  const { rows: ids } = await client.query('select id from products where is_active order by id');
  const { rows: trees } = await client.query(`
    with recursive tree(root, id) as (
      select id, id from categories
      union
      select tree.root, c.id from categories c join tree on c.parent_id = tree.id
    )
    select tree.root as id, count(p.id)::int as products
    from tree join products p on p.category_id = tree.id and p.is_active
    group by tree.root order by products desc, tree.root limit 1`);
  const { rows: stats } = await client.query(`
    select count(*)::int as products, count(*) filter (where is_active)::int as active,
      count(*) filter (where discount_type is not null)::int as discounted
    from products`);
  // The catalog's name words (migration 0013 keeps them), three letters or more: what shoppers type.
  const { rows: words } = await client.query(
    'select word from search_words where length(word) >= 3 order by word',
  );
  return {
    activeIds: ids.map((row) => row.id),
    searchTerms: words.map((row) => row.word),
    categoryId: trees[0]?.id,
    categoryProducts: trees[0]?.products ?? 0,
    ...stats[0],
  };
}
