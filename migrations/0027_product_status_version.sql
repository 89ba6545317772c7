-- A change of status moves what visitors see (docs/admin.md, Status): 0026 logs it in the
-- catalogue's change log, but the counter that tells every process's caches that the catalogue
-- moved (catalogue_version.version: the listing's index, keyword answers, the page cache, the
-- sitemap) moved only with the columns of 0004's trigger. A status written alone (publishing,
-- the schedule, a bulk action) moves it now too; an UPDATE that leaves it as it was moves nothing.
CREATE TRIGGER catalogue_version_products_status AFTER UPDATE OF status ON products
WHEN OLD.status IS NOT NEW.status
BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
