-- Saudi addresses (decision 021). The city becomes one of the list in the contracts package
-- (`city_code`, with `city` keeping the English name); addresses saved before the list keep their
-- free text in `city` and get the code below when that text is a name of the list, so nothing a
-- shopper typed is rewritten. The short national address may stand in for the building number
-- and postal code (a check keeps one of the two), and the shopper's location is kept, both
-- coordinates or neither, to 6 decimals.
ALTER TABLE "addresses" ALTER COLUMN "building_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ALTER COLUMN "postal_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "city_code" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "short_address" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "latitude" numeric(8, 6);--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "longitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_building_check" CHECK ("addresses"."short_address" is not null or ("addresses"."building_number" is not null and "addresses"."postal_code" is not null));--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_coordinates_check" CHECK (("addresses"."latitude" is null) = ("addresses"."longitude" is null));--> statement-breakpoint
UPDATE "addresses" SET "city_code" = "names"."code"
FROM (VALUES
  ('riyadh', 'riyadh'), ('الرياض', 'riyadh'), ('al kharj', 'al-kharj'), ('الخرج', 'al-kharj'),
  ('diriyah', 'ad-diriyah'), ('الدرعية', 'ad-diriyah'), ('ad diriyah', 'ad-diriyah'), ('dir’iyah', 'ad-diriyah'),
  ('al majmaah', 'al-majmaah'), ('المجمعة', 'al-majmaah'), ('al majma''ah', 'al-majmaah'), ('az zulfi', 'az-zulfi'),
  ('الزلفي', 'az-zulfi'), ('ad dawadmi', 'ad-dawadmi'), ('الدوادمي', 'ad-dawadmi'), ('al quwayiyah', 'al-quwayiyah'),
  ('القويعية', 'al-quwayiyah'), ('wadi ad dawasir', 'wadi-ad-dawasir'), ('وادي الدواسر', 'wadi-ad-dawasir'), ('afif', 'afif'),
  ('عفيف', 'afif'), ('al aflaj', 'al-aflaj'), ('الأفلاج', 'al-aflaj'), ('layla', 'al-aflaj'),
  ('ليلى', 'al-aflaj'), ('shaqra', 'shaqra'), ('شقراء', 'shaqra'), ('hotat bani tamim', 'hotat-bani-tamim'),
  ('حوطة بني تميم', 'hotat-bani-tamim'), ('al muzahimiyah', 'al-muzahimiyah'), ('المزاحمية', 'al-muzahimiyah'), ('as sulayyil', 'as-sulayyil'),
  ('السليل', 'as-sulayyil'), ('makkah', 'makkah'), ('مكة المكرمة', 'makkah'), ('mecca', 'makkah'),
  ('makkah al mukarramah', 'makkah'), ('مكة', 'makkah'), ('jeddah', 'jeddah'), ('جدة', 'jeddah'),
  ('jiddah', 'jeddah'), ('jedda', 'jeddah'), ('taif', 'taif'), ('الطائف', 'taif'),
  ('at taif', 'taif'), ('al taif', 'taif'), ('al qunfudhah', 'al-qunfudhah'), ('القنفذة', 'al-qunfudhah'),
  ('al lith', 'al-lith'), ('الليث', 'al-lith'), ('rabigh', 'rabigh'), ('رابغ', 'rabigh'),
  ('al jumum', 'al-jumum'), ('الجموم', 'al-jumum'), ('al jamoum', 'al-jumum'), ('khulais', 'khulais'),
  ('خليص', 'khulais'), ('turabah', 'turabah'), ('تربة', 'turabah'), ('al khurmah', 'al-khurmah'),
  ('الخرمة', 'al-khurmah'), ('ranyah', 'ranyah'), ('رنية', 'ranyah'), ('al muwayh', 'al-muwayh'),
  ('الموية', 'al-muwayh'), ('madinah', 'madinah'), ('المدينة المنورة', 'madinah'), ('medina', 'madinah'),
  ('al madinah', 'madinah'), ('al madinah al munawwarah', 'madinah'), ('المدينة', 'madinah'), ('yanbu', 'yanbu'),
  ('ينبع', 'yanbu'), ('alula', 'al-ula'), ('العلا', 'al-ula'), ('al ula', 'al-ula'),
  ('badr', 'badr'), ('بدر', 'badr'), ('khaybar', 'khaybar'), ('خيبر', 'khaybar'),
  ('al hinakiyah', 'al-hinakiyah'), ('الحناكية', 'al-hinakiyah'), ('mahd adh dhahab', 'mahd-adh-dhahab'), ('مهد الذهب', 'mahd-adh-dhahab'),
  ('buraidah', 'buraidah'), ('بريدة', 'buraidah'), ('buraydah', 'buraidah'), ('unaizah', 'unaizah'),
  ('عنيزة', 'unaizah'), ('unayzah', 'unaizah'), ('ar rass', 'ar-rass'), ('الرس', 'ar-rass'),
  ('al rass', 'ar-rass'), ('al bukayriyah', 'al-bukayriyah'), ('البكيرية', 'al-bukayriyah'), ('al mithnab', 'al-mithnab'),
  ('المذنب', 'al-mithnab'), ('al badai', 'al-badai'), ('البدائع', 'al-badai'), ('riyadh al khabra', 'riyadh-al-khabra'),
  ('رياض الخبراء', 'riyadh-al-khabra'), ('dammam', 'dammam'), ('الدمام', 'dammam'), ('ad dammam', 'dammam'),
  ('al khobar', 'al-khobar'), ('الخبر', 'al-khobar'), ('khobar', 'al-khobar'), ('dhahran', 'dhahran'),
  ('الظهران', 'dhahran'), ('al hofuf', 'al-hofuf'), ('الهفوف', 'al-hofuf'), ('hofuf', 'al-hofuf'),
  ('al ahsa', 'al-hofuf'), ('al hasa', 'al-hofuf'), ('الأحساء', 'al-hofuf'), ('al mubarraz', 'al-mubarraz'),
  ('المبرز', 'al-mubarraz'), ('al jubail', 'al-jubail'), ('الجبيل', 'al-jubail'), ('jubail', 'al-jubail'),
  ('al qatif', 'al-qatif'), ('القطيف', 'al-qatif'), ('qatif', 'al-qatif'), ('hafar al batin', 'hafar-al-batin'),
  ('حفر الباطن', 'hafar-al-batin'), ('saihat', 'saihat'), ('سيهات', 'saihat'), ('safwa', 'safwa'),
  ('صفوى', 'safwa'), ('ras tanura', 'ras-tanura'), ('رأس تنورة', 'ras-tanura'), ('abqaiq', 'abqaiq'),
  ('بقيق', 'abqaiq'), ('al khafji', 'al-khafji'), ('الخفجي', 'al-khafji'), ('al qaisumah', 'al-qaisumah'),
  ('القيصومة', 'al-qaisumah'), ('an nuayriyah', 'an-nuayriyah'), ('النعيرية', 'an-nuayriyah'), ('abha', 'abha'),
  ('أبها', 'abha'), ('khamis mushait', 'khamis-mushait'), ('خميس مشيط', 'khamis-mushait'), ('bisha', 'bisha'),
  ('بيشة', 'bisha'), ('ahad rafidah', 'ahad-rafidah'), ('أحد رفيدة', 'ahad-rafidah'), ('muhayil', 'muhayil'),
  ('محايل عسير', 'muhayil'), ('muhayil asir', 'muhayil'), ('محايل', 'muhayil'), ('an namas', 'an-namas'),
  ('النماص', 'an-namas'), ('sarat abidah', 'sarat-abidah'), ('سراة عبيدة', 'sarat-abidah'), ('tathlith', 'tathlith'),
  ('تثليث', 'tathlith'), ('bareq', 'bareq'), ('بارق', 'bareq'), ('rijal almaa', 'rijal-almaa'),
  ('رجال ألمع', 'rijal-almaa'), ('tabuk', 'tabuk'), ('تبوك', 'tabuk'), ('al wajh', 'al-wajh'),
  ('الوجه', 'al-wajh'), ('duba', 'duba'), ('ضباء', 'duba'), ('umluj', 'umluj'),
  ('أملج', 'umluj'), ('tayma', 'tayma'), ('تيماء', 'tayma'), ('haql', 'haql'),
  ('حقل', 'haql'), ('hail', 'hail'), ('حائل', 'hail'), ('ha''il', 'hail'),
  ('baqaa', 'baqaa'), ('بقعاء', 'baqaa'), ('al ghazalah', 'al-ghazalah'), ('الغزالة', 'al-ghazalah'),
  ('arar', 'arar'), ('عرعر', 'arar'), ('rafha', 'rafha'), ('رفحاء', 'rafha'),
  ('turaif', 'turaif'), ('طريف', 'turaif'), ('al uwayqilah', 'al-uwayqilah'), ('العويقيلة', 'al-uwayqilah'),
  ('jazan', 'jazan'), ('جازان', 'jazan'), ('jizan', 'jazan'), ('gizan', 'jazan'),
  ('جيزان', 'jazan'), ('sabya', 'sabya'), ('صبيا', 'sabya'), ('abu arish', 'abu-arish'),
  ('أبو عريش', 'abu-arish'), ('samtah', 'samtah'), ('صامطة', 'samtah'), ('ahad al masarihah', 'ahad-al-masarihah'),
  ('أحد المسارحة', 'ahad-al-masarihah'), ('baish', 'baish'), ('بيش', 'baish'), ('ad darb', 'ad-darb'),
  ('الدرب', 'ad-darb'), ('farasan', 'farasan'), ('فرسان', 'farasan'), ('najran', 'najran'),
  ('نجران', 'najran'), ('sharurah', 'sharurah'), ('شرورة', 'sharurah'), ('hubuna', 'hubuna'),
  ('حبونا', 'hubuna'), ('al bahah', 'al-bahah'), ('الباحة', 'al-bahah'), ('baha', 'al-bahah'),
  ('baljurashi', 'baljurashi'), ('بلجرشي', 'baljurashi'), ('al mikhwah', 'al-mikhwah'), ('المخواة', 'al-mikhwah'),
  ('al aqiq', 'al-aqiq'), ('العقيق', 'al-aqiq'), ('sakaka', 'sakaka'), ('سكاكا', 'sakaka'),
  ('al qurayyat', 'al-qurayyat'), ('القريات', 'al-qurayyat'), ('dumat al jandal', 'dumat-al-jandal'), ('دومة الجندل', 'dumat-al-jandal'),
  ('tabarjal', 'tabarjal'), ('طبرجل', 'tabarjal')
) AS "names" ("name", "code")
WHERE "addresses"."city_code" IS NULL
  AND lower(regexp_replace(btrim("addresses"."city"), '\s+', ' ', 'g')) = "names"."name";
