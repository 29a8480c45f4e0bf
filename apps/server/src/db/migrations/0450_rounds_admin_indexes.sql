-- The staff's rounds screen (GET /rounds/admin, issue 48) lists rounds by closing day, latest first:
-- every plan's, one status's, or one plan's (a plan in one status reads cycles_plan_status_idx).
CREATE INDEX cycles_closes_idx ON cycles (funding_closes_on DESC, id DESC);
CREATE INDEX cycles_status_closes_idx ON cycles (status, funding_closes_on DESC, id DESC);
CREATE INDEX cycles_plan_closes_idx ON cycles (plan_id, funding_closes_on DESC, id DESC);
