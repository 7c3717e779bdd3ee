// The bench's catalogue: many products named after a few herbs, as the search and load
// figures of docs/performance.md were measured on.
import { sql } from 'drizzle-orm';
import type { Db } from '../../packages/server/src/db/client';

/**
 * `count` products over 8 herbs (so one herb's name is shared by an eighth of them), each with
 * its other names in Devanagari and Latin letters, in two categories; three image names each
 * when `images` (the bench reads JSON, so no files).
 */
export async function insertBenchCatalogue(db: Db, count: number, { images = false } = {}) {
  const herbs = ['Tulsi', 'Neem', 'Amla', 'Brahmi', 'Giloy', 'Moringa', 'Triphala', 'Shatavari'];
  // Each herb's other names, as the demo catalogue carries them: Devanagari, spellings, botany.
  const otherNames = [
    ['तुलसी', 'tulasi', 'holy basil', 'Ocimum tenuiflorum'],
    ['नीम', 'nimba', 'margosa', 'Azadirachta indica'],
    ['आंवला', 'aonla', 'Indian gooseberry', 'Phyllanthus emblica', 'Emblica officinalis'],
    ['ब्राह्मी', 'bacopa', 'water hyssop', 'Bacopa monnieri'],
    ['गिलोय', 'guduchi', 'heart-leaved moonseed', 'Tinospora cordifolia'],
    ['सहजन', 'sahjan', 'drumstick leaves', 'Moringa oleifera'],
    ['त्रिफला', 'trifala', 'three fruits'],
    ['शतावरी', 'satavari', 'wild asparagus', 'Asparagus racemosus'],
  ];
  const names = sql.raw(
    `array[${otherNames.map((list) => `'${JSON.stringify(list)}'`).join(',')}]::jsonb[]`,
  );
  const forms = ['Capsules', 'Churna', 'Tea', 'Oil', 'Juice', 'Tablets', 'Face Wash', 'Soap'];
  const list = (words: string[]) => sql.raw(`array['${words.join("','")}']`);
  await db.execute(sql`insert into categories (name, description, gst_percent) values
    ('Supplements', 'Capsules, tablets and powders', 12), ('Personal Care', 'Soaps and oils', 18)`);
  // Descriptions and manuals of demo length, so a listing weighs what the demo shop's does.
  await db.execute(sql`
    insert into products (name, also_known_as, description, user_manual, stock, rate_paise, weight_grams, category_id)
    select
      (${list(herbs)})[1 + i % ${herbs.length}] || ' ' || (${list(forms)})[1 + (i / 8) % ${forms.length}] || ' ' || i,
      (${names})[1 + i % ${herbs.length}],
      'Traditional herbal preparation number ' || i || ', made from carefully dried and sifted '
        || 'herbs grown without pesticides, for daily wellness and balance.',
      'Take one serving twice a day after meals with warm water. Keep in a cool, dry place, '
        || 'away from sunlight. Consult a physician if pregnant or nursing.',
      1000000, 10000 + i % 90000, 100 + i % 900, 1 + i % 2
    from generate_series(1, ${count}) as i`);
  // Three images each for the demo-sized catalogue (file names only: the bench reads JSON).
  if (images) {
    await db.execute(sql`insert into product_images (product_id, file_key, position)
      select p.id, md5(p.id::text || '-' || n) || '.webp', n from products p, generate_series(0, 2) n`);
  }
  await db.execute(sql`analyze`);
}
