-- task_117 (department_store, hard): Which suppliers supply the greatest number of different products, and how many products is that?
WITH n AS (
  SELECT s.supplier_name, COUNT(DISTINCT ps.product_id) AS products
  FROM Suppliers s JOIN Product_Suppliers ps ON ps.supplier_id = s.supplier_id
  GROUP BY s.supplier_id, s.supplier_name)
SELECT supplier_name, products FROM n WHERE products = (SELECT MAX(products) FROM n);
