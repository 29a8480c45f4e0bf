-- The 45 clusters are the planned ones (10 are active): the default title says so, so the home
-- counter no longer contradicts "10 active clusters". A title staff have changed is left alone.
UPDATE metrics SET title = 'Planned Clusters', updated_at = now() WHERE key = 'clusters' AND title = 'Farming Clusters';
