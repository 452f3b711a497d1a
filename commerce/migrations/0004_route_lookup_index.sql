-- Entity → path lookups of one site (every catalogue answer carries its items' site paths).
CREATE INDEX routes_site_entity ON routes(site, entity_key);
