-- Every figure is achieved (with the day it was reached) or a target (issue 25). Existing figures
-- were counts of what exists, as of their last edit, except the planned clusters, which are a plan.
ALTER TABLE metrics
  ADD COLUMN status text NOT NULL DEFAULT 'achieved' CHECK (status IN ('achieved', 'target')),
  ADD COLUMN achieved_on date;
UPDATE metrics SET status = 'target' WHERE key = 'clusters';
UPDATE metrics SET achieved_on = updated_at::date WHERE status = 'achieved';
ALTER TABLE metrics ADD CONSTRAINT metrics_achieved_on_check CHECK ((status = 'achieved') = (achieved_on IS NOT NULL));

-- The mission's jobs, trees and skills centres become metrics, as the targets they are. A database
-- without metrics yet gets them with the rest of the default set (POST /metrics/metrics/initialize).
INSERT INTO metrics (key, title, count, display_order, status)
SELECT goal.key, goal.title, goal.count, goal.display_order, 'target'
FROM (VALUES ('jobs', 'Jobs', 30000, 7), ('trees', 'Trees Planted', 1000000, 8), ('skillsCentres', 'Skills Centres', 350, 9)) AS goal (key, title, count, display_order)
WHERE EXISTS (SELECT 1 FROM metrics)
ON CONFLICT (key) DO NOTHING;
