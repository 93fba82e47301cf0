import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { clubLogos, clubs } from '../../db/schema';
import type { Database } from '../../db/client';
import { clubNameIn } from '../clubs';
import type { MailClub, MailLanguage } from './content';
import { LOGO_CID } from './frame';
import type { MailAttachment } from './transport';

const bundledAssets = new URL('../../assets/clubs/', import.meta.url);

/** Logos as mail PNGs, by club and logo file: rendering an SVG takes a few milliseconds each time. */
const logoCache = new Map<string, Promise<MailClub['logo']>>();

/** Twice the 56 px the frame shows, for sharp screens. */
const LOGO_HEIGHT = 112;

async function toPng(source: Buffer): Promise<MailClub['logo']> {
  const { data, info } = await sharp(source, { density: 300 })
    .resize({ height: LOGO_HEIGHT, withoutEnlargement: false })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height };
}

/** The uploaded logo, else the bundled `logo.svg` of the club's folder, else none (the name stands in). */
async function loadLogo(db: Database, clubId: number, slug: string): Promise<MailClub['logo']> {
  const [uploaded] = await db
    .select({ content: clubLogos.content })
    .from(clubLogos)
    .where(eq(clubLogos.clubId, clubId))
    .limit(1);
  try {
    if (uploaded) return await toPng(Buffer.from(uploaded.content));
    return await toPng(await readFile(new URL(`${slug}/logo.svg`, bundledAssets)));
  } catch {
    // A club made in the console has no logo until one is uploaded; an unreadable one is the same.
    return null;
  }
}

/** The club as its mail in `language` shows it: name, colours, logo, reply-to, contact and legal line. */
export async function loadMailClub(db: Database, clubId: number, language: MailLanguage): Promise<MailClub> {
  const [club] = await db.select().from(clubs).where(eq(clubs.id, clubId)).limit(1);
  if (!club) throw new Error(`Club ${clubId} disappeared`);
  const key = `${club.id}:${club.logoFile ?? 'bundled'}`;
  let logo = logoCache.get(key);
  if (!logo) {
    logo = loadLogo(db, club.id, club.slug);
    logoCache.set(key, logo);
  }
  const arabic = language === 'ar';
  return {
    id: club.id,
    name: clubNameIn(club, language),
    primary: club.colorSchema.primary['100'],
    secondary: club.colorSchema.secondary['100'],
    logo: await logo,
    replyTo: club.mailReplyTo || club.supportEmail,
    contact: {
      email: club.supportEmail,
      phone: club.supportPhone,
      address: (arabic && club.addressAr) || club.addressEn,
    },
    legal: (arabic && club.copyrightTextAr) || club.copyrightText,
  };
}

/** The logo as the inline part the frame's `cid:` points at. */
export function logoAttachment(club: MailClub): MailAttachment[] {
  if (!club.logo) return [];
  return [{ filename: 'logo.png', contentType: 'image/png', content: club.logo.png, cid: LOGO_CID }];
}
